// What a route shows when its page cannot be loaded (a part that failed or took more than 120 s) or threw:
// the error boundary around the routed page (and around the layout), cleared when the user goes elsewhere.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Container, Heading, HStack, Text } from '@chakra-ui/react';
import { testIds } from '@/shared/test-ids.ts';
import { paths } from '@/shared/paths.ts';

export function RouteError() {
  const { t } = useTranslation('common');
  return (
    <Container maxW="3xl" py={20} textAlign="center" data-testid={testIds.routeError}>
      <Heading size="2xl" mb={4}>
        {t('loadError.title')}
      </Heading>
      <Text color="fg.muted" mb={8}>
        {t('loadError.text')}
      </Text>
      <HStack justify="center" gap={3}>
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          {t('retry')}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.root()}>{t('backHome')}</RouterLink>
        </Button>
      </HStack>
    </Container>
  );
}

interface BoundaryProps {
  /** A change of this value clears a caught error (the location: another page gets its chance). */
  resetKey: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('a page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}

/** Shows <RouteError> in place of `children` when they throw (or a lazy part fails); a new location retries. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary resetKey={pathname + search}>{children}</ErrorBoundary>;
}
