/**
 * The member center's cashier words, in English (the reference shape): the deposit and withdraw
 * pages, the amount field, request records and statuses, the server's refusals, the withdrawal
 * confirmation, and the payment password's own rules. Apart from the shell's words, so a page that
 * shows only these (the agent center's deposit and withdraw) loads only these.
 */
export const en = {
  amount: {
    label: 'Amount',
    placeholder: 'Enter an amount',
    limits: 'Min {{min}} · Max {{max}}',
    quick: 'Quick amounts',
    amount_required: 'Please enter an amount.',
    amount_format: 'Enter a number with at most two decimals.',
    amount_positive: 'The amount must be more than zero.',
    amount_min: 'The minimum is {{min}}.',
    amount_max: 'The maximum is {{max}}.',
    amount_balance: 'The amount is more than your balance ({{balance}}).',
  },
  status: {
    IN_PROCESS: 'In process',
    APPROVED: 'Approved',
    REJECTED: 'Rejected',
  },
  server: {
    wrongPaymentPassword: 'Wrong payment password. {{count}} tries left.',
    locked: 'Too many wrong tries. Try again in {{minutes}} minutes.',
    insufficient_balance: 'Your balance is not enough for this amount.',
    turnover_incomplete:
      'Withdrawal refused: your demo credit and bonuses are for play. Play the turnover shown above in valid bets first.',
    bank_account_shared:
      'This account number is already bound by another member. Use an account in your own name.',
    balance_limit: 'This would take your balance over the maximum of 1,000,000,000.00.',
  },
  records: {
    title: 'Recent requests',
    empty: 'No requests in these days.',
    date: 'Date',
    amount: 'Amount',
    status: 'Status',
    reference: 'Reference',
    remark: 'Remark: {{remark}}',
    refresh: 'Refresh',
  },
  withdraw: {
    title: 'Withdraw',
    balance: 'Balance',
    turnover: 'Turnover required',
    turnoverDone: '{{done}} of {{required}} played',
    turnoverPending: 'Play {{left}} more in valid bets before you can withdraw.',
    turnoverMet: 'Turnover complete: you can withdraw.',
    account: 'Receiving account',
    noAccount: 'Bind a bank or e-wallet account first.',
    bindAccount: 'Bind an account',
    noPaymentPassword: 'Set a payment password first.',
    setPaymentPassword: 'Set payment password',
    locked: 'The payment password is locked until {{time}}.',
    paymentPassword: 'Payment password',
    submit: 'Withdraw',
    done: 'Your withdrawal of {{amount}} is in process.',
  },
  confirm: {
    PENDING: 'Waiting for your confirmation',
    RECEIVED: 'Received',
    NOT_RECEIVED: 'Reported not received',
    FORCED_RECEIVED: 'Closed as received by customer service',
    AUTO_RECEIVED: 'Counted as received automatically',
  },
  paymentPassword: {
    input_empty: 'This field is required.',
    payment_password_digits: 'A payment password is 6 digits.',
    inconsistent_twice: 'The two passwords do not match.',
  },
};
