import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routing/routes';
import { AgentHomePage } from './agent-home-page';

describe('agent home page', () => {
  it('R2.07 R2.08 /agentHome shows the agent center widget alone, its page from the address', () => {
    const match = matchRoute('/agentHome?page=agentTeamOverview');
    expect(match.route).toMatchObject({ page: 'agentHome', bare: true });
    const html = renderToString(
      createElement(AgentHomePage, { route: match.route, search: Object.fromEntries(match.search) }),
    );
    expect(html).toContain('data-lk-widget="agent-center"');
    // No player site header, side menu or footer: only the widget's host.
    expect(html).not.toMatch(/<header|<footer|<nav/);
  });
});
