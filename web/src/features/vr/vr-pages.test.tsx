// /vrList with a fake API: the halls in either language with their figures and a link to their shops, the
// empty and error states, paging in the URL, and the tour viewer turning with the buttons, the arrow keys and a
// drag (its heading wraps around the panorama).
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { homeShowRoomPageData, type ShowRoomHall } from '@portal/contracts/http/home';
import { businessFailure, fakeApi, pagedReply, renderPage, textsOf } from '@/test/render.tsx';
import { headingAfterDrag, normalizeHeading, PANORAMA_ASPECT, TURN_STEP_DEGREES } from './tour-viewer.tsx';
import { vrTestIds as ids } from './test-ids.ts';
import VrListPage, { HALLS_PAGE_SIZE } from './vr-list-page.tsx';

const t = textsOf('vr');

function hall(id: number): ShowRoomHall {
  return {
    id,
    name: `国际商贸城${id}区`,
    nameEn: `International Trade City District ${id}`,
    floors: 4,
    booths: 10_200 + id,
    intro: '饰品、工艺品与玩具',
    image: `/assets-mock/hall/${id}.svg`,
    industries: [
      { id: 1, name: '饰品', nameEn: 'Jewellery' },
      { id: 2, name: '玩具', nameEn: 'Toys' },
    ],
    shopCount: 1200 + id,
    productCount: 34_000 + id,
    upcomingExhibitions: id % 3,
    tour: `/assets-mock/tour/${id}.svg`,
  };
}
const HALLS = Array.from({ length: 8 }, (_, i) => hall(i + 1));

describe('the VR market tour', () => {
  it('lists the halls in English with their figures, industries and a way to their shops', async () => {
    const api = fakeApi([[homeShowRoomPageData, (request) => pagedReply(request, HALLS, () => true)]]);
    renderPage(<VrListPage />, { path: '/vrList', lang: 'en' });
    const card = await screen.findByTestId(ids.hall(1));
    expect(within(card).getByRole('heading').textContent).toBe('International Trade City District 1');
    expect(card.textContent).toContain('4 floors · 10,201 booths');
    expect(card.textContent).toContain('Jewellery');
    expect(card.textContent).toContain('34,001');
    expect(within(card).getByRole('link', { name: 'Shops in this hall' }).getAttribute('href')).toBe(
      '/company?hallId=1',
    );
    expect(screen.getAllByRole('article')).toHaveLength(HALLS_PAGE_SIZE);
    expect(api.callsTo(homeShowRoomPageData)[0]?.query).toEqual({ pageNum: '1', pageSize: String(HALLS_PAGE_SIZE) });
  });

  it('pages through the halls in the URL', async () => {
    const api = fakeApi([[homeShowRoomPageData, (request) => pagedReply(request, HALLS, () => true)]]);
    renderPage(<VrListPage />, { path: '/vrList', url: '/vrList?page=2', lang: 'zh' });
    expect(await screen.findByTestId(ids.hall(7))).toBeTruthy();
    expect(screen.queryByTestId(ids.hall(1))).toBeNull();
    expect(api.callsTo(homeShowRoomPageData)[0]?.query.pageNum).toBe('2');
    expect(screen.getByTestId(ids.hall(7)).textContent).toContain('国际商贸城7区');
  });

  it('says when there is no hall to tour, and when the halls could not be loaded', async () => {
    fakeApi([[homeShowRoomPageData, (request) => pagedReply(request, HALLS, () => false)]]);
    const first = renderPage(<VrListPage />, { path: '/vrList', lang: 'en' });
    expect(await screen.findByText('No halls to tour yet')).toBeTruthy();
    first.unmount();
    fakeApi([
      [homeShowRoomPageData, () => businessFailure('B001', 'Operation is too frequent. Please try again later!')],
    ]);
    renderPage(<VrListPage />, { path: '/vrList', lang: 'en' });
    expect(await screen.findByText('The halls could not be loaded')).toBeTruthy();
  });

  it('opens the tour of a hall, which turns with the buttons and the arrow keys and wraps around', async () => {
    fakeApi([[homeShowRoomPageData, (request) => pagedReply(request, HALLS, () => true)]]);
    const { user } = renderPage(<VrListPage />, { path: '/vrList', lang: 'en' });
    await user.click(await screen.findByTestId(ids.start(2)));
    const viewer = await screen.findByTestId(ids.viewer);
    expect(within(viewer).getByText('International Trade City District 2 · VR tour')).toBeTruthy();
    const panorama = screen.getByTestId(ids.panorama);
    expect(panorama.style.backgroundImage).toContain('/assets-mock/tour/2.svg');
    // Any move by the visitor stops the turn by itself, so the heading is theirs.
    await user.click(screen.getByRole('button', { name: t('viewer.left') }));
    const start = Number(panorama.dataset.heading);
    await user.click(screen.getByRole('button', { name: t('viewer.right') }));
    await user.click(screen.getByRole('button', { name: t('viewer.right') }));
    expect(Number(panorama.dataset.heading)).toBe((start + 2 * TURN_STEP_DEGREES) % 360);
    fireEvent.keyDown(panorama, { key: 'ArrowLeft' });
    const now = (start + TURN_STEP_DEGREES) % 360;
    expect(Number(panorama.dataset.heading)).toBe(now);
    expect(screen.getByTestId(ids.heading).textContent).toBe(`Facing ${now}°`);
    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId(ids.viewer)).toBeNull());
  });
});

describe('turning in the panorama', () => {
  it('keeps the heading in [0, 360) and turns by how far one drags over the panorama', () => {
    expect(normalizeHeading(-30)).toBe(330);
    expect(normalizeHeading(725)).toBe(5);
    // Dragging right by a quarter of the panorama's width turns 90° to the left.
    const height = 400;
    expect(headingAfterDrag(0, (height * PANORAMA_ASPECT) / 4, height)).toBe(270);
    expect(headingAfterDrag(350, -(height * PANORAMA_ASPECT) / 36, height)).toBe(0);
  });
});
