import type { GlossaryArt } from '../../content/types';
import algorithm from '../../theme/art/glossary/algorithm.svg';
import bias from '../../theme/art/glossary/bias.svg';
import chatbot from '../../theme/art/glossary/chatbot.svg';
import data from '../../theme/art/glossary/data.svg';
import deepfake from '../../theme/art/glossary/deepfake.svg';
import model from '../../theme/art/glossary/model.svg';
import prompt from '../../theme/art/glossary/prompt.svg';
import training from '../../theme/art/glossary/training.svg';

/** The glossary's eight original illustrations, by the names content uses. */
export const glossaryArt: Record<GlossaryArt, string> = {
  algorithm,
  bias,
  chatbot,
  data,
  deepfake,
  model,
  prompt,
  training,
};
