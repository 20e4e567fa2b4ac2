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
    answer: 'inspection-factory-answer',
  },
  section: { inspectionRow: 'my-inspection-row', visitRow: 'my-visit-row' },
  /** The factory centre's requests (visits booked with the factory, self-inspections asked of it). */
  factory: {
    visitRow: (id: number) => `factory-visit-${id}`,
    inspectionRow: (id: number) => `factory-inspection-${id}`,
    answerForm: 'factory-answer-form',
    answerSubmit: 'factory-answer-submit',
  },
  demo: { score: 'inspection-demo-score', finding: 'inspection-demo-finding' },
  deepauth: { factory: 'deepauth-factory', apply: 'deepauth-apply' },
};
