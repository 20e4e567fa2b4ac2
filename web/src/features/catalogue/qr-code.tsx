// A real QR code of a URL, drawn as SVG from the `uqr` encoder, which is loaded only when a QR code shows.
import { useEffect, useState } from 'react';
import { Box, Skeleton } from '@chakra-ui/react';

/** The SVG path of the dark modules of a QR matrix (one unit per module). */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

export function QrCode({
  text,
  size = 128,
  label,
  testId,
}: {
  text: string;
  size?: number;
  label: string;
  testId?: string;
}) {
  const [matrix, setMatrix] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setMatrix(encode(text, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (!matrix) return <Skeleton boxSize={`${size}px`} />;
  return (
    <Box as="span" display="inline-block" bg="white" data-testid={testId} data-qr-text={text}>
      <svg
        width={size}
        height={size}
        viewBox={`0 0 ${matrix.length} ${matrix.length}`}
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
      >
        <rect width="100%" height="100%" fill="#fff" />
        <path d={qrPath(matrix)} fill="#000" />
      </svg>
    </Box>
  );
}
