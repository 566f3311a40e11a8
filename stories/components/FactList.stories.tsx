import type { Meta, StoryObj } from '@storybook/react-vite';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import Box from '@mui/material/Box';
import { eventRecords } from '../../content/events';
import { FactList } from '../../src/components/FactList';
import { eventFacts } from '../../src/events/eventText';

const boat = eventFacts(eventRecords['waves-ai']);

const meta = {
  title: 'Components/FactList',
  component: FactList,
  decorators: [
    (Story) => (
      <Box sx={{ p: 3 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    facts: [
      { label: 'When', value: boat.when, icon: <CalendarMonthRounded /> },
      { label: 'Time', value: boat.time ?? '', icon: <ScheduleRounded /> },
      { label: 'Where', value: boat.location, icon: <PlaceRounded /> },
      { label: 'Places', value: boat.places, icon: <GroupsRounded /> },
    ],
  },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourFacts: Story = {};
export const TwoFacts: Story = {
  args: {
    facts: [
      { label: 'When', value: 'November 2025' },
      { label: 'Where', value: 'London' },
    ],
  },
};
