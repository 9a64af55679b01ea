import type { BlockProps } from "./block-props.ts";
import { blocksField } from "./block-fields.ts";

/** A grid: its columns side by side on wide screens, one below the other on small ones. */
export function GridBlock({ block, renderBlocks }: BlockProps) {
  return <div className="cms-grid">{renderBlocks(blocksField(block, "columns"))}</div>;
}
