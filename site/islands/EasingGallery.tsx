// ::island{name="easing-gallery"} on /docs/easing: every member of remotion's Easing drawn as a
// curve by calling it, each card with a Play button that runs a dot along its curve. Parameters of
// the factories and the in/out/inOut modifier are editable. Without JavaScript the cards are still
// figures of the curves with their descriptions.
import {useState} from 'react';
import {DemoStyles} from './lib/demo-styles.tsx';
import {EASINGS, MODIFIERS, defaultValues, type Modifier} from './lib/easings.ts';
import {EasingCard} from './lib/easing-card.tsx';
import {useHydrated} from './lib/hooks.ts';

export interface EasingGalleryProps {
  modifier?: string;
  /** Tells two galleries on one page apart (element ids). */
  instance?: string;
}

export default function EasingGallery(props: EasingGalleryProps) {
  const id = `easing-gallery${props.instance ? `-${props.instance}` : ''}`;
  const hydrated = useHydrated();
  const [modifier, setModifier] = useState<Modifier>(MODIFIERS.some((m) => m.id === props.modifier) ? (props.modifier as Modifier) : 'in');
  const [values, setValues] = useState<Record<string, number[]>>(() => Object.fromEntries(EASINGS.map((entry) => [entry.id, defaultValues(entry)])));

  return (
    <div className="demo demo--easing" data-ready={hydrated ? '' : undefined}>
      <DemoStyles />
      <fieldset className="demo__modifiers" disabled={!hydrated}>
        <legend>Modifier applied to every curve</legend>
        {MODIFIERS.map((option) => (
          <label key={option.id} className="demo__radio">
            <input type="radio" name={`${id}-modifier`} value={option.id} checked={modifier === option.id} onChange={() => setModifier(option.id)} />
            <code>Easing.{option.id}()</code> <span>{option.description}</span>
          </label>
        ))}
      </fieldset>
      <ul className="demo__gallery">
        {EASINGS.map((entry) => (
          <li key={entry.id}>
            <EasingCard
              id={`${id}-${entry.id}`}
              entry={entry}
              values={values[entry.id]}
              modifier={modifier}
              interactive={hydrated}
              onValues={(next) => setValues((now) => ({...now, [entry.id]: next}))}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
