import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initials } from '@/lib/initials';

/** A person in a table cell or a panel: avatar, name and (when known) email. */
export function PersonCell({ name, email, avatar }: { name: string; email?: string; avatar?: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Avatar className="size-8">
        {avatar ? <AvatarImage src={avatar} alt="" /> : null}
        <AvatarFallback className="text-xs">{initials(name)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="truncate font-medium">{name}</p>
        {email ? <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{email}</p> : null}
      </div>
    </div>
  );
}
