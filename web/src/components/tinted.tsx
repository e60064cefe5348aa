// Light ("tinted") badges and alerts in one look. Their text reaches 4.5:1 on the tinted background through the
// theme (app/theme.ts darkens each colour's light-variant text where shade 9 is not enough).
import { Alert, type AlertProps, Badge, type BadgeProps, type MantineColor } from '@mantine/core';

/** A theme colour name without shade, e.g. 'grape' (shades are chosen here). */
export type TintColor = Exclude<MantineColor, `${string}.${number}`>;

export function TintedBadge({ color, ...props }: Omit<BadgeProps, 'color' | 'variant'> & { color: TintColor }) {
  return (
    <Badge
      variant="light"
      color={color}
      tt="none"
      fw={600}
      // Never squeezed to an ellipsis by a narrow table column.
      miw="max-content"
      {...props}
    />
  );
}

export function TintedAlert({ color, ...props }: Omit<AlertProps, 'color' | 'variant'> & { color: TintColor }) {
  return <Alert variant="light" color={color} {...props} />;
}

/** Status badge with a coloured dot and neutral text. */
export function DotBadge({ color, ...props }: Omit<BadgeProps, 'variant'>) {
  return <Badge variant="dot" color={color} tt="none" fw={600} miw="max-content" {...props} />;
}
