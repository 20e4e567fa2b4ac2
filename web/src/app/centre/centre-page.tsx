// A centre (buyer, seller or factory center): its menu of sections on the left (210 px, docs/requirements.md section 9; a row
// of tabs on a phone) and the chosen section beside it. The route is `/<centre>/:section?`; without a section
// the first one the user may see opens.
import { lazy, Suspense, useEffect, useMemo, useRef, type ComponentType, type LazyExoticComponent } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, Navigate, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, EmptyState, Flex, Skeleton, Stack } from '@chakra-ui/react';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { loadNamespaces } from '@/shared/i18n/i18n.ts';
import { paths } from '@/shared/paths.ts';
import { CENTRE_ROLES, CENTRE_SECTIONS, sectionsOf, type CentreKey, type CentreSection } from './centre-sections.ts';

export const centreTestIds = {
  menu: 'centre-menu',
  item: (key: string) => `centre-menu-${key}`,
  content: 'centre-content',
  empty: 'centre-empty',
} as const;

const loaded = new Map<CentreSection, LazyExoticComponent<ComponentType>>();

/** The section's component, loaded once with its namespaces. */
function sectionComponent(section: CentreSection) {
  let component = loaded.get(section);
  if (!component) {
    component = lazy(async () => {
      const [module] = await Promise.all([section.load(), loadNamespaces(section.ns)]);
      return module;
    });
    loaded.set(section, component);
  }
  return component;
}

export function CentrePage({
  centre,
  sections = CENTRE_SECTIONS,
}: {
  centre: CentreKey;
  sections?: readonly CentreSection[];
}) {
  const { t } = useTranslation('centre');
  const title = t(`centres.${centre}`);
  return (
    <PageFrame title={title} breadcrumb={[{ label: title }]}>
      <RequireLogin roles={CENTRE_ROLES[centre]} refusal={t(`refused.${centre}`)}>
        <CentreBody centre={centre} sections={sections} />
      </RequireLogin>
    </PageFrame>
  );
}

/** Scrolls a menu row that overflows (a phone) so the item stands in its middle; the item's offset is from the
 * row itself (positioned), so this is where it stands however far the row has scrolled. */
export function centreItemInRow(
  row: Pick<HTMLElement, 'scrollWidth' | 'clientWidth' | 'scrollLeft'>,
  item: Pick<HTMLElement, 'offsetLeft' | 'offsetWidth'>,
): void {
  if (row.scrollWidth <= row.clientWidth) return;
  row.scrollLeft = Math.max(0, item.offsetLeft - (row.clientWidth - item.offsetWidth) / 2);
}

function CentreBody({ centre, sections }: { centre: CentreKey; sections: readonly CentreSection[] }) {
  const { t } = useTranslation('centre');
  const { section: key } = useParams();
  const { search } = useLocation();
  const user = useSelector(selectUserInfo);
  const menu = useRef<HTMLElement>(null);
  // On a phone the menu is one scrolling row: the chosen section is brought into it (the centre's later
  // sections were off the screen's edge with nothing to say which one the page shows).
  useEffect(() => {
    const nav = menu.current;
    const item = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && item) centreItemInRow(nav, item);
  }, [key, user]);
  const visible = useMemo(() => sectionsOf(centre, user?.role, sections), [centre, user?.role, sections]);
  if (!user) return <Skeleton height="20rem" />;
  const current = visible.find((section) => section.key === key);
  if (!current) {
    const first = visible[0];
    if (first) return <Navigate to={paths[centre](first.key)} replace />;
    return (
      <EmptyState.Root data-testid={centreTestIds.empty}>
        <EmptyState.Content>
          <EmptyState.Title>{t('empty')}</EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  const Section = sectionComponent(current);
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 3, md: 6 }} align="stretch">
      <Box
        as="nav"
        ref={menu}
        position="relative"
        aria-label={t(`centres.${centre}`)}
        data-testid={centreTestIds.menu}
        w={{ base: 'full', md: '210px' }}
        flexShrink={0}
        overflowX={{ base: 'auto', md: 'visible' }}
      >
        <Stack
          direction={{ base: 'row', md: 'column' }}
          gap={1}
          borderWidth={{ md: '1px' }}
          borderRadius="md"
          p={{ md: 2 }}
        >
          {visible.map((section) => {
            const active = section === current;
            return (
              <Box
                asChild
                key={section.key}
                px={3}
                py={2}
                borderRadius="md"
                whiteSpace="nowrap"
                fontWeight={active ? 'semibold' : 'normal'}
                bg={active ? 'brand.subtle' : undefined}
                color={active ? 'brand.fg' : 'fg'}
                _hover={{ bg: 'bg.muted' }}
                data-testid={centreTestIds.item(section.key)}
                aria-current={active ? 'page' : undefined}
              >
                <RouterLink to={`${paths[centre](section.key)}${active ? search : ''}`}>
                  {t(`sections.${section.key}`)}
                </RouterLink>
              </Box>
            );
          })}
        </Stack>
      </Box>
      <Box flex="1" minW={0} data-testid={centreTestIds.content}>
        <Suspense fallback={<Skeleton height="20rem" />}>
          <Section />
        </Suspense>
      </Box>
    </Flex>
  );
}
