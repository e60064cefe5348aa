// Mantine's Tooltip (with floating-ui) as a chunk of its own, loaded by deferred-tooltip.tsx on demand.
export { Tooltip } from '@mantine/core';
