'use client';

import { Ban, CircleCheck, KeyRound, LogOut, MoreHorizontal, ShieldMinus, ShieldPlus, UserCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { StaffRow } from '@/lib/data/staff';
import type { StaffMenuChange } from './staff-labels';

export type StaffRowAction = (row: StaffRow, change: StaffMenuChange) => void;

/**
 * The changes that apply to the account in its state. Disable stays in the menu of the administrator's own
 * row, switched off, so that it is clear why it is not there to use.
 */
export function StaffRowActions({ row, own, onRowAction }: { row: StaffRow; own: boolean; onRowAction: StaffRowAction }) {
  const administrator = row.role === 'administrator';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Open menu for ${row.name} (${row.email})`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {own ? (
          <DropdownMenuLabel>
            Your account
            <span className="block text-xs font-normal text-muted-foreground">Only another administrator can disable it.</span>
          </DropdownMenuLabel>
        ) : (
          <DropdownMenuLabel className="max-w-64 [overflow-wrap:anywhere]">{row.email}</DropdownMenuLabel>
        )}
        <DropdownMenuSeparator />
        {row.status === 'pending' && (
          <DropdownMenuItem onSelect={() => onRowAction(row, 'approve')}>
            <CircleCheck aria-hidden="true" />
            Approve
          </DropdownMenuItem>
        )}
        {row.status === 'disabled' && (
          <DropdownMenuItem onSelect={() => onRowAction(row, 'enable')}>
            <UserCheck aria-hidden="true" />
            Enable
          </DropdownMenuItem>
        )}
        {row.status === 'active' && !administrator && (
          <DropdownMenuItem onSelect={() => onRowAction(row, 'make-administrator')}>
            <ShieldPlus aria-hidden="true" />
            Make administrator
          </DropdownMenuItem>
        )}
        {administrator && (
          <DropdownMenuItem onSelect={() => onRowAction(row, 'remove-administrator')}>
            <ShieldMinus aria-hidden="true" />
            Remove administrator
          </DropdownMenuItem>
        )}
        {!own && (
          <DropdownMenuItem onSelect={() => onRowAction(row, 'reset-two-factor')}>
            <KeyRound aria-hidden="true" />
            Reset two-factor sign-in
          </DropdownMenuItem>
        )}
        {!own && row.status === 'active' && (
          <DropdownMenuItem onSelect={() => onRowAction(row, 'end-sessions')}>
            <LogOut aria-hidden="true" />
            End sessions
          </DropdownMenuItem>
        )}
        {row.status !== 'disabled' && (
          <DropdownMenuItem variant="destructive" disabled={own} onSelect={() => onRowAction(row, 'disable')}>
            <Ban aria-hidden="true" />
            Disable
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
