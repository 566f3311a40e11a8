import preview from '../../.storybook/preview';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { eventRecords } from '../../content/events';
import { FactList } from '../../src/components/FactList';
import { eventFacts } from '../../src/events/eventText';

const boat = eventFacts(eventRecords['waves-ai']);

const meta = preview.meta({
  title: 'Content cards/FactList',
  id: 'components-factlist',
  component: FactList,
  args: {
    facts: [
      { label: 'When', value: boat.when, icon: <CalendarMonthRounded /> },
      { label: 'Time', value: boat.time ?? '', icon: <ScheduleRounded /> },
      { label: 'Where', value: boat.location, icon: <PlaceRounded /> },
      { label: 'Places', value: boat.places, icon: <GroupsRounded /> },
    ],
  },
  parameters: { layout: 'padded', host: 'same' },
});

/** The boat party's four facts with icons: check the four boxes share a row and a long place name wraps neatly. */
export const FourFacts = meta.story();

/** Two facts without icons, for an event known only by its month: check the text sits flush left. */
export const TwoFacts = meta.story({
  args: {
    facts: [
      { label: 'When', value: 'November 2025' },
      { label: 'Where', value: 'London' },
    ],
  },
});
