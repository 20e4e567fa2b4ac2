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
/** Longest wait for the scroll to the section to end before the card shows anyway. */
const SHOW_BACKSTOP_MS = 1000;

interface Box4 {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Where the overlay goes, read in one measure once the page's layout is done: the section's box in the document
 * (the spotlight and a desktop's card are placed in the page, so they scroll with it: no work per frame of the
 * smooth scroll) and the viewport as it was then (its size, and where the section sat in it).
 */
interface Placement {
  /** The section's box in document coordinates. */
  target: Box4 | null;
  /** The section's top in the viewport when measured, to put the card below or above it. */
  viewTop: number;
  scrollX: number;
  scrollY: number;
  vw: number;
  vh: number;
}

/** The card's place: in the page beside the section on a desktop, at the bottom of the screen on a phone. */
function cardPosition(placement: Placement | null) {
  const target = placement?.target;
  if (!placement || !target || placement.vw < PHONE_WIDTH) return { left: 12, right: 12, bottom: 12 } as const;
  const { vw, vh, viewTop, scrollX, scrollY } = placement;
  const left = Math.min(Math.max(12, target.left - scrollX), vw - CARD_WIDTH - 12) + scrollX;
  const below = viewTop + target.height + GAP;
  if (below + CARD_HEIGHT_GUESS < vh) return { left, top: below + scrollY, width: CARD_WIDTH } as const;
  const above = viewTop - GAP - CARD_HEIGHT_GUESS;
  if (above > 0) return { left, top: above + scrollY, width: CARD_WIDTH } as const;
  // Neither fits (a short screen): over the bottom of the screen.
  return { left: left - scrollX, bottom: 12, width: CARD_WIDTH } as const;
}

function measurePlacement(element: HTMLElement | null): Placement {
  const rect = element?.getBoundingClientRect();
  const scrollX = window.scrollX;
  const scrollY = window.scrollY;
  return {
    target:
      rect && rect.width > 0
        ? { top: rect.top + scrollY, left: rect.left + scrollX, width: rect.width, height: rect.height }
        : null,
    viewTop: rect?.top ?? 0,
    scrollX,
    scrollY,
    vw: window.innerWidth,
    vh: window.innerHeight,
  };
}

/**
 * Scrolls the page (smoothly) to put the element in the middle of the screen, as far as the page can scroll.
 * Returns whether it moves at all: where it does not, no `scrollend` comes.
 */
function scrollToCenter(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  const room = document.documentElement.scrollHeight - window.innerHeight;
  const wanted = window.scrollY + rect.top + rect.height / 2 - window.innerHeight / 2;
  const goal = Math.min(Math.max(0, wanted), Math.max(0, room));
  if (Math.abs(goal - window.scrollY) < 1 || typeof element.scrollIntoView !== 'function') return false;
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  return true;
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

  // The section is measured only where the browser has laid the page out already: in a ResizeObserver's
  // callback (its first one comes after the next layout, then one per change of the page's size, as bands and
  // pictures arrive) and once a scroll has ended. Never in the commit (a forced layout of the whole page) and
  // never per frame: the spotlight lies in the page and follows the smooth scroll by itself.
  // The card shows once it is where it stays (the section's scroll into view ended, or none was needed): a card
  // that jumps beside the section at the end of the scroll would take a click meant for it somewhere else.
  const [shownStep, setShownStep] = useState(-1);
  const shown = shownStep === state.step;
  useLayoutEffect(() => {
    if (!state.open || !step) return;
    const element = document.querySelector<HTMLElement>(tourSelector(step.key));
    const stepIndex = state.step;
    let last = '';
    let scrolled = false;
    const measure = () => {
      const next = measurePlacement(element);
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setPlacement(next);
    };
    const show = () => {
      window.clearTimeout(backstop);
      measure();
      setShownStep(stepIndex);
    };
    // However the scroll goes (a user's own scroll can cut it short and its end never comes), the card shows.
    const backstop = window.setTimeout(show, SHOW_BACKSTOP_MS);
    const settle = () => {
      if (!scrolled) {
        scrolled = true;
        if (element && scrollToCenter(element)) {
          measure();
          return;
        }
        show();
        return;
      }
      measure();
    };
    // Where `scrollend` is missing (older Safari), a scroll counts as ended when none came for 150 ms.
    let quiet = 0;
    const scrolling = () => {
      window.clearTimeout(quiet);
      quiet = window.setTimeout(show, 150);
    };
    const [scrollEvent, onScroll] =
      'onscrollend' in window ? (['scrollend', show] as const) : (['scroll', scrolling] as const);
    window.addEventListener(scrollEvent, onScroll, { passive: true });
    window.addEventListener('resize', measure);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(settle);
    if (resized) resized.observe(document.body);
    else settle();
    return () => {
      resized?.disconnect();
      window.clearTimeout(quiet);
      window.clearTimeout(backstop);
      window.removeEventListener(scrollEvent, onScroll);
      window.removeEventListener('resize', measure);
    };
  }, [state.open, state.step, step]);

  useEffect(() => {
    if (!state.open || !shown) return;
    primary.current?.focus({ preventScroll: true });
  }, [state.open, shown]);

  useEffect(() => {
    if (!state.open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onAction({ type: 'skip' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [state.open, onAction]);

  if (!state.open || !step) return null;
  const controls = tourControls(state.step, TOUR_STEPS.length);
  const position = cardPosition(placement);

  return (
    <Portal>
      {target ? (
        // In the page (absolute), so it scrolls with the section; placed by transform, not top/left (a transform
        // does not count as a layout shift).
        <Box
          position="absolute"
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
        position={'top' in position ? 'absolute' : 'fixed'}
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
        visibility={shown ? undefined : 'hidden'}
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
