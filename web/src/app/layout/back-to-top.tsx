// The back-to-top button: appears once the page is scrolled more than BACK_TO_TOP_PX (docs/requirements.md section 9).
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@chakra-ui/react';
import { BACK_TO_TOP_PX } from '@portal/contracts/rules/constants';
import { ArrowUpIcon } from '@/shared/ui/icons.tsx';
import { testIds } from '@/shared/test-ids.ts';

/** From the top of the page down to BACK_TO_TOP_PX + 1: it leaves the viewport once more than BACK_TO_TOP_PX is
 * scrolled. Absolute (the layout around it is not positioned), so it takes no room. */
const MARKER_STYLE: CSSProperties = {
  position: 'absolute',
  top: 0,
  left: 0,
  width: 1,
  height: BACK_TO_TOP_PX + 1,
  pointerEvents: 'none',
  visibility: 'hidden',
};

/**
 * Shown once the page is scrolled past BACK_TO_TOP_PX, as seen by an IntersectionObserver on a marker that reaches
 * down to there: no scroll handler and no read of the scroll position, which would make the browser lay out the
 * page at once while it is still being built (a long task on a phone's first screen).
 */
export function BackToTop() {
  const { t } = useTranslation('layout');
  const [visible, setVisible] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = marker.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div ref={marker} aria-hidden="true" style={MARKER_STYLE} data-testid={testIds.backToTopMarker} />
      {visible && (
        <IconButton
          position="fixed"
          insetEnd={{ base: 4, md: 8 }}
          bottom={{ base: 6, md: 10 }}
          zIndex="sticky"
          borderRadius="full"
          colorPalette="brand"
          boxShadow="lg"
          aria-label={t('backToTop')}
          title={t('backToTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          data-testid={testIds.backToTop}
        >
          <ArrowUpIcon />
        </IconButton>
      )}
    </>
  );
}
