import { Link, NavLink } from 'react-router';
import type { CategoryNavGroup } from './category-nav.ts';

type Props = {
  groups: CategoryNavGroup[];
  /** Marks the link of the group being shown (NavLink), as the slide menu does. */
  markCurrent?: boolean;
  testId: string;
  /** The id of the category's name, where the list is named by it. */
  labelledBy?: string;
};

/** A category's groups as a list of links to their pages. */
export function GroupLinks({ groups, markCurrent = false, testId, labelledBy }: Props) {
  const GroupLink = markCurrent ? NavLink : Link;
  return (
    <ul aria-labelledby={labelledBy}>
      {groups.map((g) => (
        <li key={g.id}>
          <GroupLink to={g.to} data-testid={testId} data-group={g.id}>
            {g.name}
          </GroupLink>
        </li>
      ))}
    </ul>
  );
}
