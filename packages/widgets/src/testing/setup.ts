import { configure, memoryStorage, overlayRoot } from '@lobbykit/sdk';
import { loadContract } from '@lobbykit/sdk/testing';
import { cleanup } from '@testing-library/preact';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { platform, resetFakeApi } from './fake-api';
import { resetSdkState } from './sdk-state';

configure({
  apiBase: 'http://api.test',
  storage: { local: memoryStorage(), session: memoryStorage() },
  fetch: platform.fetch,
});

beforeAll(loadContract);

beforeEach(async () => {
  resetFakeApi();
  await resetSdkState();
});

afterEach(() => {
  cleanup();
  // Whatever a test left open in the overlay must not leak into the next one.
  overlayRoot().replaceChildren();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
