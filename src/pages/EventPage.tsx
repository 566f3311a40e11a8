import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { events } from '../../content/events';
import type { EventSlug } from '../../content/types';
import { FactList, type Fact } from '../components/FactList';
import { PageHeader } from '../components/PageHeader';
import { PageMeta } from './PageMeta';

export interface EventPageProps {
  slug: EventSlug;
}

export function EventPage({ slug }: EventPageProps) {
  const event = events[slug];
  const facts: Fact[] = [
    { label: 'When', value: event.when, icon: <CalendarMonthRounded /> },
    ...(event.time ? [{ label: 'Time', value: event.time, icon: <ScheduleRounded /> }] : []),
    { label: 'Where', value: event.location, icon: <PlaceRounded /> },
    { label: 'Places', value: event.capacity, icon: <GroupsRounded /> },
  ];
  return (
    <>
      <PageMeta title={event.title} description={event.intro} />
      <PageHeader heading={event.title} eyebrow={event.kicker} intro={event.intro}>
        <FactList facts={facts} />
      </PageHeader>
    </>
  );
}
