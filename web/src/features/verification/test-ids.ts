// Test ids of the buyer centre's enterprise information and individual authentication (e2e page objects too).
export const verificationTestIds = {
  enterprise: 'verification-enterprise',
  authentication: 'verification-authentication',
  field: (name: string) => `verification-field-${name}`,
  file: (name: string) => `verification-file-${name}`,
  submit: 'verification-submit',
  status: 'verification-status',
  reason: 'verification-reject-reason',
  resubmit: 'verification-resubmit',
  refusal: 'verification-refusal',
} as const;
