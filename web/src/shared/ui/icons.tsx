// The few line icons the shell draws (inline SVG: no icon font, nothing loaded from outside).
import { Icon, type IconProps } from '@chakra-ui/react';

/** A 24x24 line icon of these paths (stroke in the current colour). */
export function line(paths: readonly string[], props: IconProps) {
  return (
    <Icon {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </Icon>
  );
}

export const CartIcon = (props: IconProps) =>
  line(['M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2', 'M10 21h.01', 'M17 21h.01'], props);
export const SearchIcon = (props: IconProps) =>
  line(['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'M21 21l-4.3-4.3'], props);
export const ArrowUpIcon = (props: IconProps) => line(['M12 19V5', 'M5 12l7-7 7 7'], props);
export const GlobeIcon = (props: IconProps) =>
  line(['M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M2 12h20', 'M12 2a15 15 0 0 1 0 20a15 15 0 0 1 0-20z'], props);
export const UserIcon = (props: IconProps) =>
  line(['M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z'], props);
export const MenuIcon = (props: IconProps) => line(['M3 6h18', 'M3 12h18', 'M3 18h18'], props);
export const ChevronRightIcon = (props: IconProps) => line(['M9 18l6-6-6-6'], props);
export const ChatIcon = (props: IconProps) =>
  line(['M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z', 'M8.5 12h.01', 'M12 12h.01', 'M15.5 12h.01'], props);
export const BellIcon = (props: IconProps) =>
  line(['M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9', 'M10.3 21a1.94 1.94 0 0 0 3.4 0'], props);
