import { configure } from 'storybook/test';

// Play functions wait for what a visitor would see; on a busy machine that can take longer than
// testing-library's one-second default without anything being wrong.
configure({ asyncUtilTimeout: 10_000 });
