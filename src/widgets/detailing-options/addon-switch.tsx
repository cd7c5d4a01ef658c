import { formatPrice } from '../../domain/money';

export interface AddonSwitchProps {
  name: string;
  /** Price in cents ("FREE" at zero, D-24); null hides it. */
  priceCents: number | null;
  checked: boolean;
  onToggle: () => void;
}

/** One detailing add-on as a switch (D-24): role=switch, named by the add-on and its price. */
export function AddonSwitch({ name, priceCents, checked, onToggle }: AddonSwitchProps) {
  return (
    <button type="button" role="switch" aria-checked={checked} className="addon-switch" onClick={onToggle}>
      <span className="addon-switch__name">{name}</span>
      {priceCents !== null ? <span className="addon-switch__price">{formatPrice(priceCents)}</span> : null}
      <span className="addon-switch__track" aria-hidden="true" />
    </button>
  );
}
