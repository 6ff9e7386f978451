/** Texts of the dashboard's bots and contracts (settings section, filters and save errors); en mirrors every key. */
export const dashboardContractsTextsPt = {
  'dashboardContracts.title': 'Bots e contratos',
  'dashboardContracts.hint':
    'Os componentes de chatbot e de atendimento consultam cada bot pela URL de comando do seu contrato. Escolha os bots e contratos no filtro global ou no filtro do componente.',
  'dashboardContracts.empty': 'Nenhum contrato cadastrado.',
  'dashboardContracts.add': 'Adicionar contrato',
  'dashboardContracts.edit': 'Editar contrato {url}',
  'dashboardContracts.remove': 'Remover contrato {url}',
  'dashboardContracts.save': 'Salvar contrato',
  'dashboardContracts.cancel': 'Cancelar',
  'dashboardContracts.botKey': 'Bot (botKey)',
  'dashboardContracts.botKeyHint': 'O identificador do bot, como marcademoatendimento.',
  'dashboardContracts.commandUrl': 'URL de comando',
  'dashboardContracts.key': 'Chave',
  'dashboardContracts.keyHint': 'A chave não é exibida depois de salva.',
  'dashboardContracts.keyKeepHint':
    'Deixe em branco para manter a chave salva. Ao mudar o bot ou a URL, informe a chave de novo.',
  'dashboardContracts.keySaved': 'Chave salva',
  'dashboardContracts.filterHint': 'Cadastre bots e contratos nas configurações do dashboard.',
  'dashboardContracts.errors.botRequired': 'Informe o bot (botKey).',
  'dashboardContracts.errors.botInvalid': 'O bot (botKey) não pode ter espaços nem passar de 200 caracteres.',
  'dashboardContracts.errors.commandUrlInvalid':
    'Informe uma URL https válida, como https://exemplo.com/commands.',
  'dashboardContracts.errors.commandUrlDuplicate': 'Já existe um contrato com esta URL de comando.',
  'dashboardContracts.errors.keyRequired': 'Informe a chave do contrato.',
  'dashboardContracts.errors.keyInvalid': 'A chave pode ter no máximo 2000 caracteres.',
  'dashboardContracts.errors.tooMany': 'Um dashboard pode ter no máximo 50 contratos.',
} as const;

export const dashboardContractsTextsEn: Record<keyof typeof dashboardContractsTextsPt, string> = {
  'dashboardContracts.title': 'Bots and contracts',
  'dashboardContracts.hint':
    "Chatbot and desk components ask each bot through its contract's command URL. Choose the bots and contracts in the global filter or in the component's filter.",
  'dashboardContracts.empty': 'No contract yet.',
  'dashboardContracts.add': 'Add contract',
  'dashboardContracts.edit': 'Edit contract {url}',
  'dashboardContracts.remove': 'Remove contract {url}',
  'dashboardContracts.save': 'Save contract',
  'dashboardContracts.cancel': 'Cancel',
  'dashboardContracts.botKey': 'Bot (botKey)',
  'dashboardContracts.botKeyHint': "The bot's identifier, such as marcademoatendimento.",
  'dashboardContracts.commandUrl': 'Command URL',
  'dashboardContracts.key': 'Key',
  'dashboardContracts.keyHint': 'The key is not shown once saved.',
  'dashboardContracts.keyKeepHint':
    'Leave it blank to keep the saved key. When the bot or the URL changes, enter the key again.',
  'dashboardContracts.keySaved': 'Key saved',
  'dashboardContracts.filterHint': "Add bots and contracts in the dashboard's settings.",
  'dashboardContracts.errors.botRequired': 'Enter the bot (botKey).',
  'dashboardContracts.errors.botInvalid': 'The bot (botKey) cannot have spaces or exceed 200 characters.',
  'dashboardContracts.errors.commandUrlInvalid':
    'Enter a valid https URL, such as https://example.com/commands.',
  'dashboardContracts.errors.commandUrlDuplicate': 'Another contract already has this command URL.',
  'dashboardContracts.errors.keyRequired': "Enter the contract's key.",
  'dashboardContracts.errors.keyInvalid': 'The key can have at most 2000 characters.',
  'dashboardContracts.errors.tooMany': 'A dashboard can have at most 50 contracts.',
};
