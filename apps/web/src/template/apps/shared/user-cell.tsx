import { Link } from 'react-router';
import { Avatar } from '../../../core/ui/avatar.tsx';
import type { ListUser } from '../../../fake-api/types.ts';

/** A user in a list: picture, name linking to the user's page, and a line below the name. */
export function UserCell({
  user,
  detail,
}: {
  user: Pick<ListUser, 'id' | 'fullName' | 'avatar'>;
  detail: string;
}) {
  return (
    <div className="d-flex align-items-center gap-2">
      <Avatar name={user.fullName} src={user.avatar} />
      <div className="d-flex flex-column">
        <Link to={`/apps/user/view/${user.id}`} className="fw-semibold text-body">
          {user.fullName}
        </Link>
        <small className="text-body-secondary">{detail}</small>
      </div>
    </div>
  );
}
