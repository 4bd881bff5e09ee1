import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { AppDownloads } from './app-downloads';
import './messages/side-menu-messages';

describe('side menu app downloads', () => {
  it("R2.61 R2.103 a platform's QR panel links its app install guide (/guides#android)", () => {
    render(
      <AppDownloads
        links={[
          { kind: 'IOS', href: 'https://ph.example/app/ios' },
          { kind: 'Android', href: 'https://ph.example/app/android.apk' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Android' }));
    const guide = screen.getByRole('link', { name: 'How to install on Android' });
    expect(guide.getAttribute('href')).toMatch(/\/guides#android$/);
    fireEvent.click(screen.getByRole('button', { name: 'iOS' }));
    expect(screen.getByRole('link', { name: 'How to install on iOS' }).getAttribute('href')).toMatch(
      /\/guides#ios$/,
    );
  });
});
