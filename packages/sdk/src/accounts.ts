// @lobbykit/sdk/accounts: registration, its validation and SMS codes (spec sections 4 and 5). A
// separate entry so the runtime chunk and pages that only log in never download them.

export {
  type FieldErrors,
  forgetRegistration,
  loadRegistration,
  pageAffiliateCode,
  type RegisterDetail,
  type RegisterForm,
  type RegisterResult,
  type RegistrationSetup,
  register,
  registrationMode,
} from './actions/register';
export {
  $smsCountdown,
  DEFAULT_SMS_SECONDS,
  resetSmsThrottle,
  SMS_SEND_THROTTLE_MS,
  type SmsSendResult,
  sendRegisterSms,
  stopSmsCountdown,
} from './actions/sms-code';
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
