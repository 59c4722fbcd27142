"""简体中文 (zh-CN): each module holds the words of one part, by their English text."""
