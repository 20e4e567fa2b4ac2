// The inspection pages with a fake API: the application form (rules on the page, what is sent, the server's
// 400 on its field, a refusal of applyable), the detail's timeline with the current step and the report, the
// buyer-centre section, the sample report and the deep verification list, in English.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  INSPECTION_STEPS,
  factoryInspectionApplyable,
  factoryInspectionDetail,
  factoryInspectionInitiate,
  factoryInspectionPortalPage,
  factoryInspectionPublicList,
  type Inspection,
  type InspectionPublic,
} from '@portal/contracts/http/factory-inspection';
import {
  factoryVisitApplyable,
  factoryVisitInitiate,
  factoryVisitPortalPage,
  factoryVisitPublicList,
} from '@portal/contracts/http/factory-visit';
import { supplierManagePageData } from '@portal/contracts/http/supplier-manage';
import { fakeApi, fieldRejected, ok, renderWithStore, textsOf } from '@/test/render.tsx';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import InspectionPage from './inspection-page.tsx';
import InspectionDetailPage from './inspection-detail-page.tsx';
import InspectionDemoPage from './inspection-demo-page.tsx';
import DeepauthPage from './deepauth-page.tsx';
import MyInspectionsSection from './my-inspections-section.tsx';
import { inspectionTestIds as ids } from './test-ids.ts';

const t = textsOf('inspection');

const page = <T,>(records: T[]) => ({ records, total: records.length, pageNum: 1, pageSize: 10 });
const loggedIn = {
  session: {
    ...initialSessionState,
    token: 'token-1',
    userInfo: { id: 1, account: 'buyer', nickname: 'Buyer', mobile: '138****0001', role: 'buyer' },
  },
} as never;
const factory = { id: 7, name: 'Hengda Toys Co.', shopName: 'Hengda Toys', logo: '/logo.svg', regionName: '义乌市' };
const T = Date.UTC(2026, 5, 1, 2, 0, 0);

function inspection(reached: number, extra: Partial<Inspection> = {}): Inspection {
  return {
    id: 42,
    code: 'YC202606010042',
    type: 'platform',
    factory,
    applicantName: 'Jinhua Trading',
    products: [],
    items: ['Business licence check', 'Production scale'],
    remark: '',
    expectedDate: '2026-06-10',
    confirmedDate: reached >= 2 ? '2026-06-10' : null,
    currentStep: INSPECTION_STEPS[reached] ?? 'initiate',
    status: reached === INSPECTION_STEPS.length - 1 ? 'completed' : 'inProgress',
    steps: INSPECTION_STEPS.map((step, index) => ({
      step,
      doneAt: index <= reached ? T + index * 3_600_000 : null,
      note: index <= reached ? `note of ${step}` : '',
    })),
    team: [],
    contactName: 'Wang Ming',
    contactPhone: '13800000001',
    report: null,
    nextStepAt: reached < INSPECTION_STEPS.length - 1 ? T + 86_400_000 : null,
    awaitingFactory: false,
    confirmedTime: null,
    declineReason: null,
    createdAt: T,
    ...extra,
  };
}

const publicRow: InspectionPublic = {
  id: 5,
  code: 'YC1',
  type: 'platform',
  factory,
  items: ['Equipment condition'],
  report: { reportNo: 'YB1', reportedAt: T, score: 91, grade: 'A', conclusion: 'Rated an excellent supplier.' },
};

describe('/inspection', () => {
  it('checks the form on the page, sends the application once and lands a server 400 on its field', async () => {
    let answer = fieldRejected('expectedDate', 'Choose a date from 2026-06-02 to 2026-11-28.');
    const api = fakeApi([
      [supplierManagePageData, () => ok(page([{ ...factory, code: 'F7' }]))],
      [
        factoryInspectionApplyable,
        () =>
          ok({
            applyable: true,
            reason: null,
            message: null,
            openId: null,
            types: ['selfFactory', 'selfGoods', 'platform'],
            factory,
          }),
      ],
      [factoryInspectionInitiate, () => answer],
      [factoryInspectionPublicList, () => ok(page([publicRow]))],
      [factoryVisitPublicList, () => ok(page([]))],
      [factoryInspectionDetail, () => ok(inspection(0))],
    ]);
    const { user } = renderWithStore(<InspectionPage />, {
      route: '/inspection?factoryId=7&type=platform',
      preloadedState: loggedIn,
      lang: 'en',
    });
    expect(await screen.findByText('Rated an excellent supplier.')).toBeTruthy();
    expect(within(screen.getByTestId(ids.steps)).getAllByRole('listitem')).toHaveLength(7);
    const form = await screen.findByTestId(ids.form.root);
    await waitFor(() => expect((within(form).getByTestId(ids.form.factory) as HTMLSelectElement).value).toBe('7'));
    // Rules first: nothing is sent while the contact is missing or the mobile number is wrong.
    await user.click(within(form).getByRole('button', { name: t('form.submit') }));
    expect(await within(form).findByText('Contact name is required')).toBeTruthy();
    expect(api.callsTo(factoryInspectionInitiate)).toHaveLength(0);
    // Pasted rather than typed: one input event per field keeps the test quick.
    await user.click(within(form).getByRole('textbox', { name: /Contact name/ }));
    await user.paste('Wang Ming');
    await user.click(within(form).getByRole('textbox', { name: /Contact mobile number/ }));
    await user.paste('13800000001');
    await user.click(within(form).getByRole('textbox', { name: /Other items/ }));
    await user.paste('Dye house, Boiler room');
    await user.click(within(form).getByRole('button', { name: t('form.submit') }));
    expect(await within(form).findByText('Choose a date from 2026-06-02 to 2026-11-28.')).toBeTruthy();
    const [sent] = api.callsTo(factoryInspectionInitiate);
    expect(sent?.body).toMatchObject({
      factoryId: 7,
      type: 'platform',
      items: ['licence', 'scale', 'qualitySystem', 'Dye house', 'Boiler room'],
      contactName: 'Wang Ming',
      contactPhone: '13800000001',
    });
    // A retry after the correction sends the same request id (a double submit is harmless).
    answer = ok({ id: 42 });
    await user.click(within(form).getByRole('button', { name: t('form.submit') }));
    await waitFor(() => expect(api.callsTo(factoryInspectionInitiate)).toHaveLength(2));
    const [first, second] = api.callsTo(factoryInspectionInitiate) as { body: { requestId: string } }[];
    expect(second?.body.requestId).toBe(first?.body.requestId);
  });

  it('says why the caller may not apply and links the application under way', async () => {
    fakeApi([
      [supplierManagePageData, () => ok(page([{ ...factory, code: 'F7' }]))],
      [
        factoryInspectionApplyable,
        () =>
          ok({
            applyable: false,
            reason: 'alreadyApplied',
            message: 'You already have an inspection of this factory under way.',
            openId: 3,
            types: ['selfFactory', 'selfGoods', 'platform'],
            factory,
          }),
      ],
      [factoryInspectionPublicList, () => ok(page([]))],
      [factoryVisitPublicList, () => ok(page([]))],
    ]);
    renderWithStore(<InspectionPage />, { route: '/inspection?factoryId=7', preloadedState: loggedIn, lang: 'en' });
    const refusal = await screen.findByTestId(ids.form.refusal);
    expect(refusal.textContent).toContain('already have an inspection');
    expect(within(refusal).getByRole('link', { name: 'See the one under way' }).getAttribute('href')).toBe(
      '/inspectionDetail?id=3',
    );
    expect((screen.getByTestId(ids.form.submit) as HTMLButtonElement).disabled).toBe(true);
    expect(await screen.findByText('No inspection reports yet')).toBeTruthy();
  });
});

describe('/inspection?tab=visit', () => {
  it('books a visit with the section-5 fields and keeps a server refusal on its field', async () => {
    const api = fakeApi([
      [supplierManagePageData, () => ok(page([{ ...factory, code: 'F7' }]))],
      [factoryVisitApplyable, () => ok({ applyable: true, reason: null, message: null, openId: null, factory })],
      [factoryVisitInitiate, () => fieldRejected('visitDate', 'Choose a date from 2026-06-02 to 2026-08-30.')],
      [factoryInspectionPublicList, () => ok(page([]))],
      [factoryVisitPublicList, () => ok(page([]))],
    ]);
    const { user } = renderWithStore(<InspectionPage />, {
      route: '/inspection?factoryId=7&tab=visit',
      preloadedState: loggedIn,
      lang: 'en',
    });
    const form = await screen.findByTestId(ids.visitForm.root);
    await waitFor(() => expect((within(form).getByTestId(ids.form.factory) as HTMLSelectElement).value).toBe('7'));
    await user.click(within(form).getByRole('button', { name: t('visitForm.submit') }));
    expect(await within(form).findByText('Name is required')).toBeTruthy();
    expect(within(form).getByText('Enterprise name is required')).toBeTruthy();
    for (const [name, text] of [
      [/^Name/, 'Wang Ming'],
      [/Mobile number/, '13800000001'],
      [/Enterprise name/, 'Jinhua Hengda Trading'],
    ] as const) {
      await user.click(within(form).getByRole('textbox', { name }));
      await user.paste(text);
    }
    await user.click(within(form).getByRole('button', { name: t('visitForm.submit') }));
    expect(await within(form).findByText('Choose a date from 2026-06-02 to 2026-08-30.')).toBeTruthy();
    expect(api.callsTo(factoryVisitInitiate)[0]?.body).toMatchObject({
      factoryId: 7,
      visitors: 2,
      name: 'Wang Ming',
      mobile: '13800000001',
      enterpriseName: 'Jinhua Hengda Trading',
    });
  });
});

describe('/inspectionDetail', () => {
  it('marks the current step with its time and the next one due, then shows the report', async () => {
    let shown = inspection(1);
    fakeApi([[factoryInspectionDetail, () => ok(shown)]]);
    const first = renderWithStore(<InspectionDetailPage />, {
      route: '/inspectionDetail?id=42',
      preloadedState: loggedIn,
      lang: 'en',
    });
    const current = await screen.findByTestId(ids.detail.step('auditConfirm'));
    expect(current.getAttribute('aria-current')).toBe('step');
    expect(within(current).getByTestId(ids.detail.current).textContent).toBe('Current step');
    expect(current.textContent).toContain('note of auditConfirm');
    expect(screen.getByTestId(ids.detail.step('confirmTime')).textContent).toContain('Waiting');
    expect(screen.getByTestId(ids.detail.nextStep).textContent).toContain('Confirm time');
    expect(screen.getByTestId(ids.detail.report).textContent).toContain('issued after the inspection');
    first.unmount();

    shown = inspection(INSPECTION_STEPS.length - 1, {
      team: ['Chen Lixin', 'Wang Haiyan'],
      report: { reportNo: 'YB20260605', reportedAt: T, score: 84, grade: 'B', conclusion: 'Rated good.' },
    });
    renderWithStore(<InspectionDetailPage />, {
      route: '/inspectionDetail?id=42',
      preloadedState: loggedIn,
      lang: 'en',
    });
    const report = await screen.findByTestId(ids.detail.report);
    expect(report.textContent).toContain('YB20260605');
    expect(report.textContent).toContain('Rated good.');
    expect(screen.getByTestId(ids.detail.status).textContent).toBe('Completed');
    expect(screen.queryByTestId(ids.detail.nextStep)).toBeNull();
    expect(screen.getByText('Chen Lixin, Wang Haiyan')).toBeTruthy();
  });
});

describe('buyer centre: inspections and visits', () => {
  it('lists my inspections with their step and links each to its detail', async () => {
    fakeApi([
      [factoryInspectionPortalPage, () => ok(page([inspection(2)]))],
      [factoryVisitPortalPage, () => ok(page([]))],
    ]);
    renderWithStore(<MyInspectionsSection />, { preloadedState: loggedIn, lang: 'en' });
    const row = await screen.findByTestId(ids.section.inspectionRow);
    expect(row.textContent).toContain('3/7 Confirm time');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/inspectionDetail?id=42');
  });
});

describe('/inspectionDemo and /deepauth', () => {
  it('lays the sample report out with its score and findings', () => {
    renderWithStore(<InspectionDemoPage />, { route: '/inspectionDemo', lang: 'en' });
    expect(screen.getByTestId(ids.demo.score).textContent).toContain('86');
    expect(screen.getAllByTestId(ids.demo.finding)).toHaveLength(8);
    expect(screen.getByText('Fail')).toBeTruthy();
  });

  it('lists the factories verified by a platform inspection and leads to the application', async () => {
    const api = fakeApi([[factoryInspectionPublicList, () => ok(page([publicRow]))]]);
    renderWithStore(<DeepauthPage />, { route: '/deepauth', lang: 'en' });
    expect((await screen.findByTestId(ids.deepauth.factory)).textContent).toContain('Hengda Toys');
    expect(api.callsTo(factoryInspectionPublicList)[0]?.query).toMatchObject({ type: 'platform' });
    expect(screen.getByTestId(ids.deepauth.apply).getAttribute('href')).toBe('/inspection?type=platform');
  });
});
