// A picture that may be missing: an empty src makes the browser fetch the page itself again, so a missing
// picture shows a neutral placeholder (a grey frame with a landscape mark, no words) instead.
import { Image, type ImageProps } from '@chakra-ui/react';

/** A neutral "no picture" placeholder, inline so it needs no request and works offline. */
export const FALLBACK_PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#eef0f3"/>' +
      '<rect x="16" y="20" width="32" height="24" rx="3" fill="none" stroke="#b8bec8" stroke-width="2"/>' +
      '<circle cx="25" cy="28" r="3" fill="#b8bec8"/><path d="M18 42l9-9 6 6 5-5 8 8" fill="none" stroke="#b8bec8" stroke-width="2"/></svg>',
  );

/** The picture's address, or the placeholder when it is empty or missing (never ""). */
export function pictureSrc(src: string | null | undefined): string {
  return src ? src : FALLBACK_PICTURE;
}

/** Chakra's Image whose src may be empty or missing (then the placeholder). */
export function Picture({ src, ...rest }: Omit<ImageProps, 'src'> & { src: string | null | undefined }) {
  return <Image src={pictureSrc(src)} {...rest} />;
}
