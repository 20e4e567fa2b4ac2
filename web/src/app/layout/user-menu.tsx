// The header's user menu, a chunk of its own: the header shows a plain trigger at once and imports this on the
// first hover, focus or click (the first screen's JS budget, docs/requirements.md section 5).
//
// A menu button of our own rather than Chakra's Menu (zag machine, floating-ui): the list is rendered once,
// memoised and only shown or hidden, so opening it commits two small elements. Chakra's Menu re-rendered every
// item on each open and positioned the list in the next frame: ~70-130 ms from the click to the painted list on a
// 4x slower CPU (bench:live), the slowest interaction of the live pages. Keyboard as WAI-ARIA's menu button:
// Enter, Space or ArrowDown open it on the first item (ArrowUp on the last); arrows, Home and End move; Escape
// closes it back onto the trigger; Tab, a click outside or choosing an item closes it.
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { logoutRequested } from '@/shared/session/session-slice.ts';
import { testIds } from '@/shared/test-ids.ts';
import type { UserInfo } from '@portal/contracts/entities/user';
import { userMenuItems, userMenuTestId, UserMenuTriggerContent, userMenuTriggerProps } from './user-menu-items.tsx';

export interface UserMenuProps {
  user: UserInfo | null;
  /** Open at once: the user clicked the plain trigger this replaces. */
  defaultOpen?: boolean;
}

const itemStyle = {
  display: 'block',
  w: 'full',
  textAlign: 'start',
  px: 3,
  py: 1.5,
  fontSize: 'sm',
  borderRadius: 'l1',
  color: 'fg',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { bg: 'bg.muted', textDecoration: 'none' },
  _focusVisible: {
    bg: 'bg.muted',
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '-2px',
  },
  _focus: { bg: 'bg.muted' },
} as const;

const MenuLink = chakra(RouterLink);

/** The list itself, rendered once per user and language: opening the menu does not render it again. */
const MenuList = memo(function MenuList({
  id,
  user,
  onChoose,
  onKeyDown,
}: {
  id: string;
  user: UserInfo | null;
  onChoose: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const { t } = useTranslation('layout');
  return (
    <Box id={id} role="menu" aria-label={t('header.me')} onKeyDown={onKeyDown} p={1}>
      {user && (
        <Box px={3} py={1.5} fontSize="xs" color="fg.muted" role="presentation">
          {t('header.welcome', { name: user.nickname })}
          <Text as="span" display="block">
            {t(`header.roles.${user.role}`, { defaultValue: '' })}
          </Text>
        </Box>
      )}
      {userMenuItems(user?.role).map((item) => (
        <MenuLink
          key={item.key}
          to={item.to}
          role="menuitem"
          tabIndex={-1}
          data-testid={userMenuTestId(item.key)}
          onClick={() => onChoose(item.key)}
          {...itemStyle}
        >
          {t(`header.menu.${item.key}`)}
        </MenuLink>
      ))}
      <Box as="hr" role="separator" my={1} borderColor="border" />
      <chakra.button
        type="button"
        role="menuitem"
        tabIndex={-1}
        data-testid={testIds.header.logout}
        onClick={() => onChoose('logout')}
        {...itemStyle}
      >
        {t('header.logout')}
      </chakra.button>
    </Box>
  );
});

const itemsOf = (list: HTMLElement | null): HTMLElement[] =>
  list ? Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];

export function UserMenu({ user, defaultOpen = false }: UserMenuProps) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  // Where focus goes once the list shows: the first item, the last, or nowhere (opened by a pointer).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen) {
      const items = itemsOf(listRef.current);
      (focusOnOpen === 'first' ? items[0] : items.at(-1))?.focus();
      setFocusOnOpen(null);
    }
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open, focusOnOpen]);

  const onChoose = useCallback(
    (value: string) => {
      setOpen(false);
      if (value === 'logout') dispatch(logoutRequested());
    },
    [dispatch],
  );

  const onListKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const items = itemsOf(listRef.current);
      const at = items.indexOf(document.activeElement as HTMLElement);
      const move = (to: number) => {
        event.preventDefault();
        items[(to + items.length) % items.length]?.focus();
      };
      if (event.key === 'ArrowDown') move(at + 1);
      else if (event.key === 'ArrowUp') move(at - 1);
      else if (event.key === 'Home') move(0);
      else if (event.key === 'End') move(items.length - 1);
      else if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      } else if (event.key === 'Tab') close(false);
      else if (event.key === ' ' && at >= 0) {
        event.preventDefault();
        items[at]?.click();
      }
    },
    [close],
  );

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setFocusOnOpen(event.key === 'ArrowUp' ? 'last' : 'first');
      setOpen(true);
    } else if (event.key === 'Escape' && open) close(true);
  };

  return (
    <Box ref={rootRef} position="relative">
      <Button
        ref={triggerRef}
        {...userMenuTriggerProps}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onTriggerKeyDown}
      >
        <TriggerContent user={user} />
      </Button>
      <Popup open={open} listRef={listRef}>
        <MenuList id={id} user={user} onChoose={onChoose} onKeyDown={onListKeyDown} />
      </Popup>
    </Box>
  );
}

const TriggerContent = memo(UserMenuTriggerContent);

/** The list's box under the trigger's end: shown or hidden with `display`, its content kept. */
function Popup({ open, listRef, children }: { open: boolean; listRef: Ref<HTMLDivElement>; children: ReactNode }) {
  return (
    <Box
      ref={listRef}
      display={open ? 'block' : 'none'}
      position="absolute"
      insetEnd={0}
      top="calc(100% + 4px)"
      zIndex="dropdown"
      minW="10rem"
      maxW="calc(100vw - 1.5rem)"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="md"
    >
      {children}
    </Box>
  );
}
