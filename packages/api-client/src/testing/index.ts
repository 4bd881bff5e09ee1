export {
  type FailureOptions,
  type FakeAnswer,
  FakeFailure,
  type FakeHandler,
  type FakePlatform,
  type FakePlatformOptions,
  type FakeRequest,
  failure,
  fakePlatform,
  type RawHandler,
  type RawReply,
} from './fake-platform';
export { bangladeshRegion, philippinesRegion, regionsFixture } from './regions-fixture';
