// The frame of every page: breadcrumb, title, optional actions and the content area, phone to desktop.
import { Fragment, useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Breadcrumb, Container, Flex, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { testIds } from '../test-ids.ts';

export interface BreadcrumbEntry {
  label: string;
  /** A route to go back to; the last entry (the current page) has none. */
  to?: string;
}

export interface PageFrameProps {
  title: string;
  breadcrumb?: BreadcrumbEntry[];
  actions?: ReactNode;
  children?: ReactNode;
}

export function PageFrame({ title, breadcrumb = [], actions, children }: PageFrameProps) {
  const { t } = useTranslation('common');
  const trail: BreadcrumbEntry[] = [{ label: t('home'), to: '/' }, ...breadcrumb];
  const siteName = t('siteName');
  useEffect(() => {
    document.title = `${title} - ${siteName}`;
  }, [title, siteName]);
  return (
    <Container maxW="7xl" px={{ base: 3, md: 6 }} py={{ base: 4, md: 6 }} data-testid={testIds.pageFrame.root}>
      <Breadcrumb.Root size="sm" mb={3} data-testid={testIds.pageFrame.breadcrumb} aria-label={t('breadcrumb')}>
        <Breadcrumb.List flexWrap="wrap">
          {trail.map((entry, index) => {
            const last = index === trail.length - 1;
            return (
              <Fragment key={`${index}-${entry.label}`}>
                <Breadcrumb.Item>
                  {entry.to && !last ? (
                    <Breadcrumb.Link asChild color="fg.muted">
                      <RouterLink to={entry.to}>{entry.label}</RouterLink>
                    </Breadcrumb.Link>
                  ) : (
                    <Breadcrumb.CurrentLink>{entry.label}</Breadcrumb.CurrentLink>
                  )}
                </Breadcrumb.Item>
                {!last && <Breadcrumb.Separator />}
              </Fragment>
            );
          })}
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        justify="space-between"
        gap={3}
        mb={{ base: 4, md: 6 }}
        pb={3}
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} lineHeight="1.4" data-testid={testIds.pageFrame.title}>
          {title}
        </Heading>
        {actions && (
          <Flex gap={2} wrap="wrap" data-testid={testIds.pageFrame.actions}>
            {actions}
          </Flex>
        )}
      </Flex>
      <Box data-testid={testIds.pageFrame.content} lineHeight="1.8">
        {children}
      </Box>
    </Container>
  );
}
