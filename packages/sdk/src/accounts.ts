// @lobbykit/sdk/accounts: registration, its validation and SMS codes (spec sections 4 and 5). A
// separate entry so the runtime chunk and pages that only log in never download them.

// The contract's registration patterns, for forms and their tests.
export { PATTERNS, type PatternId } from '@lobbykit/api-client/accounts';
export {
  type ChangePasswordForm,
  type ChangePasswordResult,
  changePassword,
  checkNewPassword,
  isOldPasswordKnown,
  type PasswordErrors,
  type PasswordField,
} from './actions/change-password';
export { firebaseSmsLogin, firebaseTokenLogin, sendFirebaseSms } from './actions/firebase-login';
export {
  claimGift,
  closeGiftNotice,
  GIFT_NOTICE_CLOSED_KEY,
  GIFT_PATH,
  installFirstLoginAction,
  isGiftNoticeClosed,
  runFirstLoginAction,
} from './actions/first-login';
export {
  type ResetMailField,
  type ResetMailResult,
  type ResetPhoneField,
  type ResetPhoneResult,
  sendPasswordResetMail,
  sendPasswordSms,
  setPasswordWithSms,
} from './actions/forgot-password';
export { proveLogin, sendLoginProofSms } from './actions/login-proof';
export type { PasswordFlowFailure } from './actions/password-failure';
export type { MobileRule, SmsLoginForm } from './actions/phone-login';
export {
  type FieldErrors,
  forgetRegistration,
  loadRegistration,
  pageAffiliateCode,
  pageReferralCode,
  type RegisterDetail,
  type RegisterForm,
  type RegisterResult,
  type RegistrationSetup,
  register,
  registrationMode,
} from './actions/register';
export {
  clampSliderOffset,
  isSliderRequired,
  loadSlider,
  needsSlider,
  type SliderPuzzle,
  type SliderSolution,
  sliderSolution,
  sliderTravel,
  sliderWaitSeconds,
} from './actions/slider';
export {
  $smsCountdown,
  DEFAULT_SMS_SECONDS,
  FIREBASE_SMS_SECONDS,
  resetSmsThrottle,
  SMS_SEND_THROTTLE_MS,
  type SmsSendResult,
  type SmsSent,
  sendRegisterSms,
  sendSmsCode,
  smsCountdownSeconds,
  stopSmsCountdown,
} from './actions/sms-code';
export { sendLoginSms, smsLogin } from './actions/sms-login';
export {
  $socialProviders,
  $socialSignIn,
  loadSocialProviders,
  resumeSocialSignIn,
  type SocialProvider,
  type SocialSignInState,
  startSocialSignIn,
  verifyLoginWithGoogle,
} from './actions/social-sign-in';
export {
  bounds,
  type FieldError,
  type FieldRequirement,
  MessageKey,
  type RegisterSettings,
  type RegistrationField,
  type RegistrationMode,
  type RegistrationUser,
  type RegistrationValues,
  registrationFields,
  type ValidationRule,
  type ValidationRules,
  validateField,
  validateRegistration,
} from './actions/validation';
