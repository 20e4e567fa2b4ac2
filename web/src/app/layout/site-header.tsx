// The site header: logo, search (to /market?keyword=), language switch, the user menu (personal pages and
// log out), the notification bell, the live cart count (and a notice while it is only polled) and the nav.
import { lazy, Suspense, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  HStack,
  IconButton,
  Link,
  Text,
  chakra,
  createRecipeContext,
  type InputProps,
} from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import {
  searchTextChanged,
  selectCartCount,
  selectIsLoggedIn,
  selectSearchText,
  selectUserInfo,
} from '@/shared/session/session-slice.ts';
import { languageChanged, selectLanguage } from '@/shared/ui/ui-slice.ts';
import { CartIcon, ChatIcon, GlobeIcon, MenuIcon, SearchIcon } from '@/shared/ui/icons.tsx';
import { selectChatUnread } from '@/shared/session/chat-unread.ts';
import { testIds } from '@/shared/test-ids.ts';
import { paths } from '@/shared/paths.ts';
import { UserMenuTriggerContent, userMenuTriggerProps } from './user-menu-items.tsx';
import { NotificationBell } from './notification-bell.tsx';
import type { UserInfo } from '@portal/contracts/entities/user';

/** The main sections of the portal, in the order of the nav bar. */
export const NAV_ITEMS = [
  { key: 'home', to: paths.root() },
  { key: 'market', to: paths.market() },
  { key: 'factories', to: paths.factoryZone() },
  { key: 'auction', to: paths.auction() },
  { key: 'groupBuy', to: paths.collectBidding() },
  { key: 'exhibitions', to: paths.exhibitionDisplay() },
  { key: 'industrialBelt', to: paths.industrialBelt() },
  { key: 'services', to: paths.serviceSector() },
  { key: 'news', to: paths.news() },
  { key: 'help', to: paths.help() },
] as const;

export { USER_MENU_ITEMS, userMenuItems, userMenuTestId } from './user-menu-items.tsx';

const RouterNavLink = chakra(NavLink);

/** Chakra's Input on a plain <input>: the same recipe, without Ark's Field (a form field's label and error
 * wiring the search box does not use, ~5 KB gzip of the first screen). */
const SearchInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>('input');

export function LanguageSwitch() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const next = language === 'zh' ? 'en' : 'zh';
  return (
    <Button
      size="xs"
      variant="ghost"
      onClick={() => dispatch(languageChanged(next))}
      data-testid={testIds.header.languageSwitch}
      data-lang={language}
    >
      <GlobeIcon />
      {/* The other language's name in itself, marked as such (read in Chinese on an English page), then what
          the button does for a screen reader in the page's language: the name holds the visible label. */}
      <span lang={next === 'en' ? 'en' : 'zh-CN'}>{next === 'en' ? 'EN' : '中文'}</span>
      <Box as="span" srOnly>
        {' '}
        {t(next === 'en' ? 'header.switchToEnglish' : 'header.switchToChinese')}
      </Box>
    </Button>
  );
}

const ACCOUNT_PATHS = [paths.login(), paths.register(), paths.resetPassword()];

/** The login link brings the user back to the page they were on (`?redirect=`). */
function loginHref(pathname: string, search: string): string {
  if (pathname === paths.root() || ACCOUNT_PATHS.includes(pathname)) return paths.login();
  return paths.login(pathname + search);
}

function AccountArea() {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUserInfo);
  if (!loggedIn) {
    return (
      <HStack gap={3} fontSize="sm">
        <Link asChild color="brand.fg" data-testid={testIds.header.loginLink}>
          <RouterLink to={loginHref(pathname, search)}>{t('header.login')}</RouterLink>
        </Link>
        <Text color="fg.subtle" aria-hidden="true">
          |
        </Text>
        <Link asChild data-testid={testIds.header.registerLink}>
          <RouterLink to={paths.register()}>{t('header.register')}</RouterLink>
        </Link>
      </HStack>
    );
  }
  return <LazyUserMenu user={user} />;
}

function SearchBox() {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const searchText = useAppSelector(selectSearchText);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = searchText.trim();
    void navigate(paths.market(keyword ? { keyword } : {}));
  };
  return (
    <chakra.form onSubmit={submit} role="search" flex="1" maxW={{ md: '36rem' }} display="flex">
      <SearchInput
        value={searchText}
        onChange={(event) => dispatch(searchTextChanged(event.target.value))}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.searchPlaceholder')}
        borderColor="brand.solid"
        borderWidth="2px"
        borderEndRadius="0"
        size={{ base: 'sm', md: 'md' }}
        data-testid={testIds.header.searchInput}
      />
      <Button
        type="submit"
        colorPalette="brand"
        borderStartRadius="0"
        size={{ base: 'sm', md: 'md' }}
        aria-label={t('header.search')}
        data-testid={testIds.header.searchButton}
      >
        <SearchIcon />
        <Box as="span" display={{ base: 'none', sm: 'inline' }}>
          {t('header.search')}
        </Box>
      </Button>
    </chakra.form>
  );
}

const LiveDataNotice = lazy(() => import('./live-data-notice.tsx').then((m) => ({ default: m.LiveDataNotice })));

const loadUserMenu = () => import('./user-menu.tsx');
const UserMenu = lazy(() => loadUserMenu().then((m) => ({ default: m.UserMenu })));

function PlainUserMenuTrigger({ user, onWanted }: { user: UserInfo | null; onWanted?: () => void }) {
  const preload = () => void loadUserMenu();
  return (
    <Button
      {...userMenuTriggerProps}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onWanted}
    >
      <UserMenuTriggerContent user={user} />
    </Button>
  );
}

/** The user menu's code loads on first hover or focus; a click swaps it in, open. */
function LazyUserMenu({ user }: { user: UserInfo | null }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <PlainUserMenuTrigger user={user} onWanted={() => setWanted(true)} />;
  return (
    <Suspense fallback={<PlainUserMenuTrigger user={user} />}>
      <UserMenu user={user} defaultOpen />
    </Suspense>
  );
}

function CartLink() {
  const { t } = useTranslation('layout');
  const count = useAppSelector(selectCartCount);
  return (
    <Link
      asChild
      position="relative"
      data-testid={testIds.header.cart}
      aria-label={t('header.cartWithCount', { count })}
    >
      <RouterLink to={paths.Shopping()}>
        <Flex align="center" gap={1.5} px={2} py={1} borderWidth="1px" borderRadius="md" bg="bg">
          <CartIcon color="brand.solid" boxSize={5} />
          <Box as="span" display={{ base: 'none', md: 'inline' }} fontSize="sm">
            {t('header.cart')}
          </Box>{' '}
          <Badge colorPalette="brand" variant="solid" borderRadius="full" data-testid={testIds.header.cartCount}>
            {count > 99 ? '99+' : count}
          </Badge>
        </Flex>
      </RouterLink>
    </Link>
  );
}

/** Messages, with the unread total that `chat:inbox` keeps current in every tab (logged-in users only). */
function ChatLink() {
  const { t } = useTranslation('layout');
  const count = useAppSelector(selectChatUnread);
  return (
    <Link
      asChild
      position="relative"
      data-testid={testIds.header.chat}
      aria-label={t('header.chatWithCount', { count })}
    >
      <RouterLink to={paths.chat()}>
        <Flex align="center" gap={1.5} px={2} py={1} borderWidth="1px" borderRadius="md" bg="bg">
          <ChatIcon color="brand.solid" boxSize={5} />
          <Box as="span" display={{ base: 'none', md: 'inline' }} fontSize="sm">
            {t('header.chat')}
          </Box>{' '}
          {count > 0 && (
            <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid={testIds.header.chatCount}>
              {count > 99 ? '99+' : count}
            </Badge>
          )}
        </Flex>
      </RouterLink>
    </Link>
  );
}

function NavBar() {
  const { t } = useTranslation('layout');
  const [open, setOpen] = useState(false);
  return (
    <Box as="nav" bg="brand.solid" color="brand.contrast" aria-label={t('nav.label')} data-testid={testIds.header.nav}>
      <Container maxW="7xl" px={{ base: 3, md: 6 }}>
        <Flex align="center" justify="space-between" display={{ base: 'flex', md: 'none' }} py={1}>
          <Text fontWeight="bold" fontSize="sm">
            {t('nav.allSections')}
          </Text>
          <IconButton
            size="sm"
            variant="ghost"
            color="inherit"
            aria-label={t('nav.toggle')}
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
            data-testid={testIds.header.navToggle}
          >
            <MenuIcon />
          </IconButton>
        </Flex>
        <Flex
          as="ul"
          listStyleType="none"
          direction={{ base: 'column', md: 'row' }}
          display={{ base: open ? 'flex' : 'none', md: 'flex' }}
          gap={{ base: 0, md: 1 }}
          pb={{ base: 2, md: 0 }}
        >
          {NAV_ITEMS.map((item) => (
            <li key={item.key}>
              <RouterNavLink
                to={item.to}
                end={item.to === '/'}
                onClick={() => setOpen(false)}
                display="block"
                px={{ base: 2, md: 4 }}
                py={{ base: 2, md: 2.5 }}
                fontSize={{ base: 'sm', md: 'md' }}
                fontWeight="medium"
                whiteSpace="nowrap"
                _hover={{ bg: 'brand.600' }}
                css={{ '&.active': { bg: 'brand.700' } }}
              >
                {t(`nav.${item.key}`)}
              </RouterNavLink>
            </li>
          ))}
        </Flex>
      </Container>
    </Box>
  );
}

function LoggedInOnly({ children }: { children: ReactNode }) {
  return useAppSelector(selectIsLoggedIn) ? children : null;
}

export function SiteHeader() {
  const { t } = useTranslation('layout');
  return (
    <Box as="header" bg="bg" boxShadow="xs" data-testid={testIds.header.root}>
      <Box bg="bg.muted" borderBottomWidth="1px" fontSize="sm">
        <Container maxW="7xl" px={{ base: 3, md: 6 }}>
          <Flex justify="space-between" align="center" minH="8" gap={2}>
            {/* The slogan gives way (cut with an ellipsis) so the account links never wrap: one line, 32 px, as
                index.html's first screen draws this bar at every width. */}
            <Text color="fg.muted" display={{ base: 'none', sm: 'block' }} truncate minW={0}>
              {t('header.slogan')}
            </Text>
            <HStack gap={2} ms="auto" flexShrink={0} whiteSpace="nowrap">
              <AccountArea />
              <LanguageSwitch />
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: 3, md: 6 }} py={{ base: 3, md: 4 }}>
        <Flex align="center" gap={{ base: 3, md: 8 }} wrap={{ base: 'wrap', md: 'nowrap' }}>
          <Link asChild _hover={{ textDecoration: 'none' }} flexShrink={0} data-testid={testIds.header.logo}>
            <RouterLink to={paths.root()}>
              <HStack gap={2}>
                <Flex
                  boxSize={{ base: 9, md: 11 }}
                  bg="brand.solid"
                  color="brand.contrast"
                  borderRadius="lg"
                  align="center"
                  justify="center"
                  fontWeight="bold"
                  fontSize={{ base: 'lg', md: 'xl' }}
                  aria-hidden="true"
                >
                  {t('header.logoMark')}
                </Flex>
                <Box lineHeight="1.2">
                  <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold" color="brand.fg">
                    {t('header.logo')}
                  </Text>
                  {/* One line at every width (the search box gives way): a second line in English made the bar
                      taller than the first screen's (web/index.html), and the page jumped down when it went. */}
                  <Text fontSize="xs" color="fg.muted" display={{ base: 'none', md: 'block' }} whiteSpace="nowrap">
                    {t('header.logoSub')}
                  </Text>
                </Box>
              </HStack>
            </RouterLink>
          </Link>
          <Box order={{ base: 3, md: 2 }} flex={{ base: '1 1 100%', md: '1 1 auto' }} display="flex" minW={0}>
            <SearchBox />
          </Box>
          <HStack order={{ base: 2, md: 3 }} ms={{ base: 'auto', md: 0 }} gap={2}>
            <LoggedInOnly>
              <Suspense fallback={null}>
                <LiveDataNotice />
              </Suspense>
              <NotificationBell />
              <ChatLink />
            </LoggedInOnly>
            <CartLink />
          </HStack>
        </Flex>
      </Container>
      <NavBar />
    </Box>
  );
}
