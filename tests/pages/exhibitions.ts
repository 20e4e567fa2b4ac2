// Page object of the exhibitions (`/exhibitionDisplay`), the booth application (`/exhibitionApply?id=`) and the
// seller centre's booth applications (`/sellerCenter/myBooths`).
import type { Locator, Page } from '@playwright/test';
import { exhibitionsTestIds as ids } from '../../web/src/features/exhibitions/test-ids.ts';

export class ExhibitionsPage {
  readonly page: Page;
  readonly list: Locator;
  readonly applyButtons: Locator;
  readonly visitButtons: Locator;
  readonly visitForm: Locator;
  readonly visitSubmit: Locator;
  readonly visitDone: Locator;
  readonly applyForm: Locator;
  readonly exhibitCount: Locator;
  readonly products: Locator;
  readonly checkedProducts: Locator;
  readonly ruleLine: Locator;
  readonly submit: Locator;
  readonly result: Locator;
  readonly myBooths: Locator;

  constructor(page: Page) {
    this.page = page;
    this.list = page.getByTestId(ids.list.root);
    this.applyButtons = page.locator(`[data-testid^="${ids.list.apply(0).replace(/0$/, '')}"]`);
    this.visitButtons = page.locator(`[data-testid^="${ids.list.visit(0).replace(/0$/, '')}"]`);
    this.visitForm = page.getByTestId(ids.visit.form);
    this.visitSubmit = page.getByTestId(ids.visit.submit);
    this.visitDone = page.getByTestId(ids.visit.done);
    this.applyForm = page.getByTestId(ids.apply.form);
    this.exhibitCount = page.getByTestId(ids.apply.exhibitCount);
    this.products = page.locator(`[data-testid^="${ids.apply.product(0).replace(/0$/, '')}"]`);
    this.checkedProducts = this.products.and(page.locator('[data-state="checked"]'));
    this.ruleLine = page.getByTestId(ids.apply.rule);
    this.submit = page.getByTestId(ids.apply.submit);
    this.result = page.getByTestId(ids.apply.result);
    this.myBooths = page.getByTestId(ids.mine.root);
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/exhibitionDisplay${query}`);
    await this.list.waitFor();
  }

  /** A field of the open form by its name. */
  field(form: Locator, name: string): Locator {
    return form.locator(`[name="${name}"]`);
  }

  myBooth(id: number): Locator {
    return this.page.getByTestId(ids.mine.row(id));
  }
}
