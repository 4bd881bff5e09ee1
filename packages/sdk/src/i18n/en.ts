import type { DeepStrings } from './message-key';

/**
 * English: the reference dictionary. Its shape is the type every other dictionary must match, so a
 * key added here fails the typecheck until TY and BN have it too. Templates use rosetta's `{{name}}`.
 */
export const en = {
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    ok: 'OK',
    empty: 'Nothing here yet.',
    error: 'Something went wrong.',
    language: 'Language',
    customerService: 'Customer service',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  logout: {
    title: 'Sign out',
    confirm: 'Are you sure you want to sign out?',
    yes: 'Sign out',
    no: 'Stay signed in',
    signingOut: 'Signing out…',
  },
  modal: {
    close: 'Close',
  },
  blockip: 'Access from your region is restricted',
  state: {
    loading: 'Loading…',
    empty: 'Nothing to show yet.',
    error: 'This could not be loaded.',
    retry: 'Try again',
  },
  runtime: {
    badProps: 'The “{{name}}” widget cannot be shown: the setting “{{field}}” is not valid ({{message}}).',
    unknownWidget: 'There is no widget named “{{name}}”.',
    chunkFailed: 'Loading chunk {{n}} failed',
  },
  loader: {
    error: 'LobbyKit could not be loaded. Please check your connection and refresh the page.',
  },
  error: {
    validation_failed: 'Please check the highlighted field.',
    not_logged_in: 'You are not logged in, please login',
    forbidden: 'You do not have permission to do this.',
    not_found: 'The requested item was not found.',
    conflict: 'This has already been done or conflicts with existing data.',
    too_many_requests: 'Too many requests. Please try again after 5 minutes.',
    maintenance: 'The system is under maintenance. Please try again later.',
    region_blocked: 'Access is restricted for your IP address or location.',
    invalid_domain: 'Invalid URL, please contact customer service',
    invalid_credentials: 'Incorrect username or password.',
    captcha_required: 'Please enter the captcha',
    captcha_failed: 'Captcha verification failed. Please try again.',
    account_locked: 'This account is locked. Please contact customer service.',
    non_member: 'Non-member account unable to login',
    non_agent: 'Non-agents cannot log in',
    in_need_true_account: 'Please register an account first',
    insufficient_balance: 'Your balance is not enough for this.',
    key_expired: 'The secure connection expired. Please try again.',
    not_in_team: 'This member is not in your team.',
    not_direct_downline: 'Contracts can only be offered to your direct downline.',
    contract_rate_too_high: 'The rate cannot be higher than your own rate.',
    contract_lowers_downline:
      'This rate is below a rate your downline already gives. Agree to end those contracts to continue.',
    contract_closed: 'This contract can no longer be changed.',
    agent_policy_off: 'Agent contracts are not available.',
    bad_response: 'The server sent an unexpected answer. Please try again.',
    network_error: 'Network link is abnormal, please try again',
    timeout: 'The page took longer time to load, please check your network connectivity',
    unknown_error: 'Unknown error. Please try again.',
    register_first: 'Please Register An Account First',
    user_not_found: 'Username/Email does not exist',
    verify_first: 'Please complete verification first',
    empty_credentials: 'Please enter the username and password',
    invalid_phone: 'Please enter a valid mobile number',
    missing_phone: 'Please enter your mobile number',
    invalid_code: 'Please enter a valid verification code',
    code_expired: 'The verification code has expired. Please request a new one.',
    quota_exceeded: 'Quota exceeded. Please contact customer service.',
    operation_not_allowed: 'This operation is not allowed. Please contact customer service.',
    popup_closed: 'The popup was closed before finishing. Please try again.',
    popup_blocked: 'Popup blocked. Please allow popups and try again.',
    game_maintenance: 'This game is under maintenance. Please try other popular games.',
    chunk_failed: 'Loading chunk {{n}} failed',
  },
};

export type Dictionary = DeepStrings<typeof en>;
