// data-testid values of the inspection pages (the components, their unit tests and the e2e page objects).
export const inspectionTestIds = {
  steps: 'inspection-steps',
  publicRow: 'inspection-public-row',
  visitRow: 'inspection-visit-row',
  form: {
    root: 'inspection-form',
    factorySearch: 'inspection-factory-search',
    factory: 'inspection-factory',
    refusal: 'inspection-refusal',
    type: (type: string) => `inspection-type-${type}`,
    submit: 'inspection-submit',
  },
  visitForm: { root: 'visit-form', submit: 'visit-submit' },
  detail: {
    code: 'inspection-code',
    status: 'inspection-status',
    step: (step: string) => `inspection-step-${step}`,
    current: 'inspection-step-current',
    report: 'inspection-report',
    nextStep: 'inspection-next-step',
  },
  section: { inspectionRow: 'my-inspection-row', visitRow: 'my-visit-row' },
  demo: { score: 'inspection-demo-score', finding: 'inspection-demo-finding' },
  deepauth: { factory: 'deepauth-factory', apply: 'deepauth-apply' },
};
