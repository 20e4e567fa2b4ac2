// The bell's list, open, with a real store and a fake API: 'view all' leads a trading user to the buyer
// centre's page and the operator (who has no buyer centre) to the console's notifications.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import type { UserInfo } from '@portal/contracts/entities/user';
import { notificationPage, notificationRead } from '@portal/contracts/http/notification';
import { fakeApi, ok, renderWithStore } from '@/test/render.tsx';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { NotificationPopover } from './notification-popover.tsx';
import { notificationTestIds as ids } from './test-ids.ts';

const person = (role: UserInfo['role']): UserInfo => ({
  id: 7,
  account: role,
  nickname: role,
  mobile: '138****0007',
  role,
  platform: 'org',
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
});

describe("the bell's 'view all'", () => {
  it.each([
    ['operator', '/console?tab=notifications'],
    ['buyer', '/buyerCenter/notifications'],
    ['factory', '/buyerCenter/notifications'],
  ] as const)('leads the %s to %s', async (role, href) => {
    fakeApi([
      [notificationPage, () => ok({ records: [], total: 0, pageNum: 1, pageSize: 6 })],
      [notificationRead, () => ok({ unread: 0 })],
    ]);
    renderWithStore(<NotificationPopover trigger={<Button>bell</Button>} defaultOpen />, {
      preloadedState: {
        session: { ...initialSessionState, token: 'tok', userInfo: person(role) },
        ui: { ...initialUiState, language: 'en' },
      },
    });
    const link = await screen.findByTestId(ids.viewAll);
    expect(link.getAttribute('href')).toBe(href);
  });
});
