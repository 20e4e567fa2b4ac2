// Test ids of the onboarding pages (unit tests and the e2e page object share them).
export const onboardingTestIds = {
  wizard: 'onboarding-wizard',
  storeType: (type: string) => `onboarding-store-type-${type}`,
  field: (name: string) => `onboarding-field-${name}`,
  file: (name: string) => `onboarding-file-${name}`,
  industry: (id: number) => `onboarding-industry-${id}`,
  next: 'onboarding-next',
  back: 'onboarding-back',
  submit: 'onboarding-submit',
  status: 'onboarding-status',
  statusBadge: 'onboarding-status-badge',
  editResubmit: 'onboarding-edit-resubmit',
  refusal: 'onboarding-refusal',
  qualification: 'onboarding-qualification',
  notMerchant: 'onboarding-not-merchant',
} as const;
