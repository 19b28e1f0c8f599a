import { type IconProps, Svg } from '../ui/icons';

/** Lucide "package": the account's orders. */
export const PackageIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M11 21.73a2 2 0 0 0 2 0l7-4A2 2 0 0 0 21 16V8a2 2 0 0 0-1-1.73l-7-4a2 2 0 0 0-2 0l-7 4A2 2 0 0 0 3 8v8a2 2 0 0 0 1 1.73z" />
    <path d="M12 22V12M3.29 7 12 12l8.71-5M7.5 4.27l9 5.15" />
  </Svg>
);

/** Lucide "graduation-cap": the account's courses. */
export const GraduationCapIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M21.42 10.92a1 1 0 0 0-.02-1.84L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.83l8.57 3.91a2 2 0 0 0 1.66 0z" />
    <path d="M22 10v6M6 12.5V16a6 3 0 0 0 12 0v-3.5" />
  </Svg>
);
