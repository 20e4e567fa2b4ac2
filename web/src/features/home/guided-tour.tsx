// The guided tour's overlay: a spotlight over the current step's section and a card with the step's text and
// the Skip / Previous / Next / Complete controls. Escape skips.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, HStack, Heading, Portal, Text } from '@chakra-ui/react';
import { testIds } from '@/shared/test-ids.ts';
import { TOUR_STEPS, tourControls, tourSelector, type TourAction, type TourState } from './tour.ts';

const CARD_WIDTH = 360;
const CARD_HEIGHT_GUESS = 230;
const GAP = 14;
const PHONE_WIDTH = 640;
/** Frames without movement after which the spotlight stops measuring (until a scroll, resize or reflow): a
 * measure forces the page's layout, and while the page still settles (pictures, the carousel) each such layout is
 * a long task on a slow phone; scrolling and resizing wake it frame by frame anyway. */
const STILL_FRAMES = 2;

interface Box4 {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The section's box and the viewport's size, read together in one measure (once the page's layout is done). */
interface Placement {
  target: Box4 | null;
  vw: number;
  vh: number;
}

function cardPosition(placement: Placement | null) {
  const target = placement?.target;
  if (!placement || !target || placement.vw < PHONE_WIDTH) return { left: 12, right: 12, bottom: 12 } as const;
  const { vw, vh } = placement;
  const left = Math.min(Math.max(12, target.left), vw - CARD_WIDTH - 12);
  const below = target.top + target.height + GAP;
  if (below + CARD_HEIGHT_GUESS < vh) return { left, top: below, width: CARD_WIDTH } as const;
  const above = target.top - GAP - CARD_HEIGHT_GUESS;
  if (above > 0) return { left, top: above, width: CARD_WIDTH } as const;
  return { left, bottom: 12, width: CARD_WIDTH } as const;
}

export interface GuidedTourProps {
  state: TourState;
  onAction: (action: TourAction) => void;
}

export function GuidedTour({ state, onAction }: GuidedTourProps) {
  const { t } = useTranslation('home');
  const step = TOUR_STEPS[state.step];
  const [placement, setPlacement] = useState<Placement | null>(null);
  const target = placement?.target ?? null;
  const primary = useRef<HTMLButtonElement>(null);

  // The section moves while the page settles (images load, the smooth scroll runs): follow it every frame
  // while it moves, then rest (a measure per frame forces the page's layout: long tasks on a slow phone) until
  // a scroll, a resize or a change of the page's size wakes it again.
  useLayoutEffect(() => {
    if (!state.open || !step) return;
    const element = document.querySelector<HTMLElement>(tourSelector(step.key));
    element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    const nextFrame =
      window.requestAnimationFrame?.bind(window) ?? ((callback: () => void) => window.setTimeout(callback, 16));
    const cancelFrame = window.cancelAnimationFrame?.bind(window) ?? window.clearTimeout.bind(window);
    let frame = 0;
    let still = 0;
    let last = '';
    const measure = () => {
      frame = 0;
      const rect = element?.getBoundingClientRect();
      // The viewport's size read here, where the layout is already done: read while rendering, it would force one.
      const next: Placement = {
        target:
          rect && rect.width > 0 ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null,
        vw: window.innerWidth,
        vh: window.innerHeight,
      };
      const key = JSON.stringify(next);
      if (key !== last) {
        last = key;
        still = 0;
        setPlacement(next);
      } else {
        still += 1;
      }
      if (still < STILL_FRAMES) frame = nextFrame(measure);
    };
    const wake = () => {
      still = 0;
      if (frame === 0) frame = nextFrame(measure);
    };
    measure();
    window.addEventListener('scroll', wake, { passive: true });
    window.addEventListener('resize', wake);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(wake);
    resized?.observe(document.body);
    return () => {
      cancelFrame(frame);
      window.removeEventListener('scroll', wake);
      window.removeEventListener('resize', wake);
      resized?.disconnect();
    };
  }, [state.open, step]);

  useEffect(() => {
    if (!state.open) return;
    primary.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onAction({ type: 'skip' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.open, state.step, onAction]);

  if (!state.open || !step) return null;
  const controls = tourControls(state.step, TOUR_STEPS.length);
  const position = cardPosition(placement);

  return (
    <Portal>
      {target ? (
        // Moved by transform, not top/left: a transform does not count as a layout shift while it follows
        // the section through the smooth scroll.
        <Box
          position="fixed"
          top="0"
          left="0"
          // Size and place inline: as style props each new size would be a new CSS rule, and every rule inserted
          // restyles the whole page (a long task per frame of the smooth scroll on a slow phone).
          style={{
            width: `${target.width + 12}px`,
            height: `${target.height + 12}px`,
            transform: `translate(${target.left - 6}px, ${target.top - 6}px)`,
          }}
          borderRadius="xl"
          boxShadow="0 0 0 9999px rgba(15, 23, 42, 0.55)"
          outline="3px solid"
          outlineColor="brand.300"
          pointerEvents="none"
          zIndex="modal"
          data-testid={testIds.tour.spotlight}
        />
      ) : (
        <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" />
      )}
      <Box
        role="dialog"
        aria-modal="true"
        aria-labelledby="tour-title"
        position="fixed"
        zIndex="modal"
        bg="bg"
        borderRadius="lg"
        boxShadow="2xl"
        p={5}
        style={
          'top' in position
            ? { top: 0, left: 0, width: position.width, transform: `translate(${position.left}px, ${position.top}px)` }
            : {
                bottom: position.bottom,
                left: position.left,
                right: 'right' in position ? position.right : undefined,
                width: 'width' in position ? position.width : undefined,
              }
        }
        data-testid={testIds.tour.root}
        data-step={state.step + 1}
      >
        <Text fontSize="xs" color="brand.fg" fontWeight="bold" mb={1} data-testid={testIds.tour.step}>
          {t('tour.stepOf', { current: state.step + 1, total: TOUR_STEPS.length })}
        </Text>
        <Heading id="tour-title" size="md" mb={2} data-testid={testIds.tour.title}>
          {t(`tour.steps.${step.key}.title`)}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb={4} lineHeight="1.8">
          {t(`tour.steps.${step.key}.description`)}
        </Text>
        <Flex justify="space-between" align="center" gap={2} wrap="wrap">
          {controls.skip ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onAction({ type: 'skip' })}
              data-testid={testIds.tour.skip}
            >
              {t('tour.skip')}
            </Button>
          ) : (
            <span />
          )}
          <HStack gap={2}>
            {controls.previous && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onAction({ type: 'previous' })}
                data-testid={testIds.tour.previous}
              >
                {t('tour.previous')}
              </Button>
            )}
            {controls.next && (
              <Button
                ref={primary}
                size="sm"
                colorPalette="brand"
                onClick={() => onAction({ type: 'next' })}
                data-testid={testIds.tour.next}
              >
                {t('tour.next')}
              </Button>
            )}
            {controls.complete && (
              <Button
                ref={primary}
                size="sm"
                colorPalette="brand"
                onClick={() => onAction({ type: 'complete' })}
                data-testid={testIds.tour.complete}
              >
                {t('tour.complete')}
              </Button>
            )}
          </HStack>
        </Flex>
      </Box>
    </Portal>
  );
}
