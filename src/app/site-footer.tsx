import { useShellText } from './shell-text';

/** Manufacturers whose vehicle data is used, in the order the spec lists them. */
const ATTRIBUTED_MANUFACTURERS = [
  'Chrysler',
  'Ford',
  'General Motors',
  'Honda',
  'Hyundai',
  'Land Rover',
  'Jaguar',
  'Mazda',
  'Nissan',
  'Subaru',
  'Toyota',
  'Volkswagen',
  'Volvo',
] as const;

/** Joins names as "A, B and C". */
export function listWithAnd(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The vehicle-data provider shown with the attributions; its name is data. */
const VEHICLE_DATA_PROVIDER = { name: 'Vehicle data partner' };

/** The footer: manufacturer copyright attributions with the vehicle-data provider's logo. */
export function SiteFooter() {
  const text = useShellText();
  const partner = VEHICLE_DATA_PROVIDER.name;
  return (
    <footer className="site-footer">
      <div className="site-footer__vehicle-data">
        <svg className="site-footer__logo" role="img" aria-label={text('footer-vehicle-data-logo', { partner })} viewBox="0 0 40 24" width="40" height="24">
          <rect x="1" y="1" width="38" height="22" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M8 16h24M11 16l3-6h12l3 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span>{text('footer-vehicle-data', { partner })}</span>
      </div>
      <p className="site-footer__attributions">
        {text('footer-attributions', { makes: listWithAnd(ATTRIBUTED_MANUFACTURERS) })}
      </p>
    </footer>
  );
}
