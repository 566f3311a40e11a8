/** The label of a resource card's button, by resource type. */
export function resourceActionLabel(type: string): string {
  switch (type) {
    case 'Guide':
      return 'Get Guide';
    case 'Template':
      return 'Get Template';
    case 'Tools':
      return 'See Tools';
    case 'Analysis':
      return 'See Analysis';
    default:
      return 'View Resource';
  }
}
