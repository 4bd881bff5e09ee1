import { afterAll, beforeAll, beforeEach } from 'vitest';
import { SETUP_TIMEOUT_MS } from './test-database';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from './test-platform';

export interface PlatformForFileOptions extends TestPlatformOptions {
  /** Put the seeded rows, the clock and the logs back before each test (default); false for files that only read. */
  resetEachTest?: boolean;
}

/**
 * The set-up at the top of a server test file, in one line: one test platform for the file, made
 * before its first test, closed after its last, and reset before each test. Call it at the top level
 * of the file; hooks the file adds after it run after these (a sign-in after the reset):
 *
 * ```ts
 * const t = testPlatformForFile();
 * let token: string;
 * beforeEach(async () => {
 *   token = await t.tokenFor('demo01', DEMO_PASSWORD);
 * });
 * ```
 *
 * The answer stands for the platform made in `beforeAll`, so it can be handed to helpers such as
 * `cashierSteps(t)` at the top level; reading it before that hook ran throws.
 */
export function testPlatformForFile(options: PlatformForFileOptions = {}): TestPlatform {
  const { resetEachTest = true, ...platformOptions } = options;
  let made: TestPlatform | undefined;
  const the = (): TestPlatform => {
    if (!made) throw new Error('The test platform is made in beforeAll: use it inside a hook or a test.');
    return made;
  };
  beforeAll(async () => {
    made = await createTestPlatform(platformOptions);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => made?.close());
  if (resetEachTest) beforeEach(() => the().reset());
  return {
    get platform() {
      return the().platform;
    },
    get database() {
      return the().database;
    },
    get clock() {
      return the().clock;
    },
    get log() {
      return the().log;
    },
    request: (method, path, callOptions) => the().request(method, path, callOptions),
    value: (endpoint, callOptions) => the().value(endpoint, callOptions),
    tokenFor: (username, password, merchant) => the().tokenFor(username, password, merchant),
    reset: () => the().reset(),
    close: () => the().close(),
  };
}
