import { Tooltip, type TooltipProps } from '@mantine/core';
import { MantineRoot } from './mantine-root.tsx';

/**
 * Mantine's tooltip in a chunk of its own (decision 047): its positioning library (floating-ui) is downloaded when
 * a visitor first points at something that has a hint, not with every page that shows one.
 */
export default function HintTooltip(props: TooltipProps) {
  return (
    <MantineRoot>
      <Tooltip {...props} />
    </MantineRoot>
  );
}
