import Stack from '@mui/material/Stack';
import type { Person } from '../../content/types';
import { PersonBio } from '../components/PersonBio';
import { portraitUrl } from '../art/portraits';

/** The organiser and co-host (or an event's hosts), one bio under another. */
export function PeopleBios({ people }: { people: readonly Person[] }) {
  return (
    <Stack spacing={5}>
      {people.map((person) => (
        <PersonBio
          key={person.id}
          {...person}
          portrait={portraitUrl(person.portrait)}
          profileUrl={person.profile.url}
          profileLabel={person.profile.label}
        />
      ))}
    </Stack>
  );
}
