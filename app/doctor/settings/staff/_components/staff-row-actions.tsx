'use client';

import { Ban, CircleCheck, FlaskConical, KeyRound, LogOut, MoreHorizontal, ShieldMinus, ShieldPlus, Stethoscope, UserCheck } from 'lucide-react';
import { DropdownMenuOnDemand } from '@/components/ui/dropdown-menu-on-demand';
import type { StaffRow } from '@/lib/staff/queries/staff';
import type { StaffMenuChange } from './staff-labels';

export type StaffRowAction = (row: StaffRow, change: StaffMenuChange) => void;

/**
 * The changes that apply to the account in its state. Disable stays in the menu of the administrator's own
 * row, switched off, so that it is clear why it is not there to use.
 */
export function StaffRowActions({ row, own, onRowAction }: { row: StaffRow; own: boolean; onRowAction: StaffRowAction }) {
  const administrator = row.role === 'administrator';
  return (
    <DropdownMenuOnDemand
      name="Menu"
      button={{ variant: 'ghost', size: 'icon', 'aria-label': `Open menu for ${row.name} (${row.email})`, children: <MoreHorizontal aria-hidden="true" /> }}
      content={{ align: 'end' }}
    >
      {({ Item, Label, Separator }) => (
        <>
          {own ? (
            <Label>
              Your account
              <span className="block text-xs font-normal text-muted-foreground">Only another administrator can disable it.</span>
            </Label>
          ) : (
            <Label className="max-w-64 [overflow-wrap:anywhere]">{row.email}</Label>
          )}
          <Separator />
          {row.status === 'pending' && (
            <Item onSelect={() => onRowAction(row, 'approve')}>
              <CircleCheck aria-hidden="true" />
              Approve
            </Item>
          )}
          {row.status === 'pending' && (
            <Item onSelect={() => onRowAction(row, 'approve-as-lab-scientist')}>
              <FlaskConical aria-hidden="true" />
              Approve as lab scientist
            </Item>
          )}
          {row.status === 'disabled' && (
            <Item onSelect={() => onRowAction(row, 'enable')}>
              <UserCheck aria-hidden="true" />
              Enable
            </Item>
          )}
          {row.status === 'active' && !administrator && (
            <Item onSelect={() => onRowAction(row, 'make-administrator')}>
              <ShieldPlus aria-hidden="true" />
              Make administrator
            </Item>
          )}
          {row.status === 'active' && row.role === 'doctor' && (
            <Item onSelect={() => onRowAction(row, 'make-lab-scientist')}>
              <FlaskConical aria-hidden="true" />
              Make lab scientist
            </Item>
          )}
          {row.role === 'lab-scientist' && (
            <Item onSelect={() => onRowAction(row, 'make-doctor')}>
              <Stethoscope aria-hidden="true" />
              Make doctor
            </Item>
          )}
          {administrator && (
            <Item onSelect={() => onRowAction(row, 'remove-administrator')}>
              <ShieldMinus aria-hidden="true" />
              Remove administrator
            </Item>
          )}
          {!own && (
            <Item onSelect={() => onRowAction(row, 'reset-two-factor')}>
              <KeyRound aria-hidden="true" />
              Reset two-factor sign-in
            </Item>
          )}
          {!own && row.status === 'active' && (
            <Item onSelect={() => onRowAction(row, 'end-sessions')}>
              <LogOut aria-hidden="true" />
              End sessions
            </Item>
          )}
          {row.status !== 'disabled' && (
            <Item variant="destructive" disabled={own} onSelect={() => onRowAction(row, 'disable')}>
              <Ban aria-hidden="true" />
              Disable
            </Item>
          )}
        </>
      )}
    </DropdownMenuOnDemand>
  );
}
