import type { Tag } from '@careers/contracts';
import CloseButton from 'react-bootstrap/CloseButton';
import { tagStyle } from './tag-palette.ts';

/** A tag in its colour; with `onRemove`, a button that takes it off (named by `removeLabel`). */
export function TagChip(props: { tag: Tag; onRemove?: () => void; removeLabel?: string }) {
  return (
    <span className="careers-tag" style={tagStyle(props.tag.colour)}>
      {props.tag.name}
      {props.onRemove && <CloseButton aria-label={props.removeLabel} onClick={props.onRemove} />}
    </span>
  );
}
