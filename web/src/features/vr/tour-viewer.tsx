// The VR tour of one market hall: its 360° panorama in a window the visitor turns around in by dragging (mouse,
// finger or pen), with the arrow keys or the buttons, or lets turn by itself. The panorama's two ends meet, so
// turning never stops; the heading in degrees says where one looks.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { ShowRoomHall } from '@portal/contracts/http/home';
import { paths } from '@/shared/paths.ts';
import { usePhoneFullDialogSize } from '@/shared/ui/dialog-size.ts';
import { vrTestIds as ids } from './test-ids.ts';

/** Width : height of the tour pictures (the assets module draws them 3600 x 900). */
export const PANORAMA_ASPECT = 4;
/** One press of an arrow key or a button turns this far. */
export const TURN_STEP_DEGREES = 30;
/** The turn by itself, in degrees per second. */
const AUTO_TURN_DEGREES_PER_S = 12;

/** A heading in [0, 360). */
export function normalizeHeading(degrees: number): number {
  return ((degrees % 360) + 360) % 360;
}

/** The heading after dragging `dx` pixels over a window `height` px tall (dragging right turns left). */
export function headingAfterDrag(heading: number, dx: number, height: number): number {
  const panoramaWidth = Math.max(1, height * PANORAMA_ASPECT);
  return normalizeHeading(heading - (dx / panoramaWidth) * 360);
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function TourViewer({ hall, name, onClose }: { hall: ShowRoomHall; name: string; onClose(): void }) {
  const { t } = useTranslation('vr');
  const [heading, setHeading] = useState(0);
  const [autoTurn, setAutoTurn] = useState(() => !prefersReducedMotion());
  const [height, setHeight] = useState(0);
  const windowRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; heading: number } | null>(null);
  const size = usePhoneFullDialogSize('xl');
  const [dragging, setDragging] = useState(false);

  // The window's height sets the panorama's scale (it fills the height, its width wraps around).
  useEffect(() => {
    const element = windowRef.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);

  useEffect(() => {
    if (!autoTurn) return;
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      const seconds = Math.min(0.1, (now - last) / 1000);
      last = now;
      if (!drag.current) setHeading((value) => normalizeHeading(value + seconds * AUTO_TURN_DEGREES_PER_S));
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [autoTurn]);

  const turn = (degrees: number) => {
    setAutoTurn(false);
    setHeading((value) => normalizeHeading(value + degrees));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    setAutoTurn(false);
    drag.current = { x: event.clientX, heading };
    setDragging(true);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    setHeading(headingAfterDrag(start.heading, event.clientX - start.x, height));
  };
  const onPointerUp = () => {
    drag.current = null;
    setDragging(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') turn(-TURN_STEP_DEGREES);
    else if (event.key === 'ArrowRight') turn(TURN_STEP_DEGREES);
    else return;
    event.preventDefault();
  };

  const panoramaWidth = height * PANORAMA_ASPECT;
  const offset = panoramaWidth > 0 ? -(heading / 360) * panoramaWidth : 0;
  const shown = Math.round(heading) % 360;

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size={size} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={ids.viewer}>
            <Dialog.Header>
              <Dialog.Title>{t('viewer.title', { name })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3}>
                <Box
                  ref={windowRef}
                  role="img"
                  aria-label={t('viewer.panorama', { name, heading: shown })}
                  tabIndex={0}
                  position="relative"
                  h={{ base: '55dvh', md: '420px' }}
                  borderRadius="md"
                  overflow="hidden"
                  bg="gray.100"
                  cursor={dragging ? 'grabbing' : 'grab'}
                  touchAction="none"
                  userSelect="none"
                  onPointerDown={onPointerDown}
                  onPointerMove={onPointerMove}
                  onPointerUp={onPointerUp}
                  onPointerCancel={onPointerUp}
                  onKeyDown={onKeyDown}
                  focusRing="outside"
                  data-testid={ids.panorama}
                  data-heading={shown}
                  style={{
                    backgroundImage: `url("${hall.tour}")`,
                    backgroundRepeat: 'repeat-x',
                    backgroundSize: 'auto 100%',
                    backgroundPositionX: `${offset}px`,
                  }}
                >
                  <Text
                    position="absolute"
                    top={2}
                    insetStart={2}
                    px={2}
                    py={0.5}
                    borderRadius="sm"
                    bg="blackAlpha.700"
                    color="white"
                    fontSize="xs"
                    data-testid={ids.heading}
                  >
                    {t('viewer.heading', { heading: shown })}
                  </Text>
                </Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('viewer.hint')}
                </Text>
                <HStack gap={2} wrap="wrap">
                  <Button size="sm" variant="outline" onClick={() => turn(-TURN_STEP_DEGREES)} data-testid={ids.left}>
                    {t('viewer.left')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => turn(TURN_STEP_DEGREES)} data-testid={ids.right}>
                    {t('viewer.right')}
                  </Button>
                  <Button
                    size="sm"
                    variant={autoTurn ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={autoTurn}
                    onClick={() => setAutoTurn((value) => !value)}
                    data-testid={ids.autoTurn}
                  >
                    {autoTurn ? t('viewer.stop') : t('viewer.autoTurn')}
                  </Button>
                  <Button asChild size="sm" variant="ghost" colorPalette="brand" ms="auto">
                    <RouterLink to={paths.company({ hallId: hall.id })} data-testid={ids.shops}>
                      {t('hall.shopsLink')}
                    </RouterLink>
                  </Button>
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('viewer.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
