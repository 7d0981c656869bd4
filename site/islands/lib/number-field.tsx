// A labelled number input that keeps what is typed ("-", "0.") apart from the last valid number,
// so a controlled input does not fight the reader while they type.
import {useEffect, useState} from 'react';

export interface NumberFieldProps {
  id: string;
  label: string;
  value: number;
  onValue(value: number): void;
  min?: number;
  max?: number;
  step?: number | 'any';
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

export function NumberField(props: NumberFieldProps) {
  const [text, setText] = useState(String(props.value));
  // A value changed from outside (another control, a reset) replaces the text.
  useEffect(() => {
    setText((now) => (Number.parseFloat(now) === props.value ? now : String(props.value)));
  }, [props.value]);
  const valid = Number.isFinite(Number.parseFloat(text));
  return (
    <div className={`demo__field ${props.className ?? ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        min={props.min}
        max={props.max}
        step={props.step ?? 'any'}
        value={text}
        disabled={props.disabled}
        aria-invalid={!valid || props.invalid ? true : undefined}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number.parseFloat(event.target.value);
          if (Number.isFinite(next)) props.onValue(next);
        }}
      />
    </div>
  );
}
