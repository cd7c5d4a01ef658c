import { ContinueButton, type ContinueButtonProps } from '../../ui/continue-button';

export type SidebarContinueProps = Omit<ContinueButtonProps, 'className'>;

/** The sidebar's Continue (D-75): the same button as the continueButton widget it stands in for. */
export function SidebarContinue(props: SidebarContinueProps) {
  return <ContinueButton {...props} className="sidebar__continue" />;
}
